import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TContactMessageList, TListContactQuery } from "../../../../contracts/contact";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type ContactFilter = Pick<TListContactQuery, "status" | "page">;

export function listContactMessages(accessToken: string | null, filter: ContactFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ status: filter.status, page: String(filter.page), limit: "20" });
  return apiFetch<TContactMessageList>(`/api/admin/contact?${params.toString()}`, { accessToken, signal });
}

export function useContactMessages(filter: ContactFilter) {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEYS.contact, filter],
    queryFn: ({ signal }) => listContactMessages(accessToken, filter, signal),
    placeholderData: keepPreviousData,
  });
}
