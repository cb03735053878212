import { keepPreviousData } from "@tanstack/react-query";
import type { TListSubscribersQuery, TSubscriberList } from "../../../../contracts/newsletter";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type SubscribersFilter = Pick<TListSubscribersQuery, "status" | "page"> & { q?: string };

export function subscribersSearch(filter: Omit<SubscribersFilter, "page"> & { page?: number }): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.page) params.set("page", String(filter.page));
  if (filter.q) params.set("q", filter.q);
  return params.toString();
}

export function useSubscribers(filter: SubscribersFilter) {
  return useAdminQuery<TSubscriberList>(
    [...ADMIN_BLOG_KEYS.subscribers, filter],
    `/api/admin/newsletter/subscribers?${subscribersSearch(filter)}&limit=50`,
    { placeholderData: keepPreviousData },
  );
}
