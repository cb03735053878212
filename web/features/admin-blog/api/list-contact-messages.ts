import { keepPreviousData } from "@tanstack/react-query";
import type { TContactMessageList, TListContactQuery } from "../../../../contracts/contact";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type ContactFilter = Pick<TListContactQuery, "status" | "page">;

export function useContactMessages(filter: ContactFilter) {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page), limit: "20" });
  return useAdminQuery<TContactMessageList>([...ADMIN_BLOG_KEYS.contact, filter], `/api/admin/contact?${params}`, {
    placeholderData: keepPreviousData,
  });
}
