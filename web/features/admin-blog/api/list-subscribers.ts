import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TListSubscribersQuery, TSubscriberList } from "../../../../contracts/newsletter";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type SubscribersFilter = Pick<TListSubscribersQuery, "status" | "page"> & { q?: string };

export function subscribersSearch(filter: Omit<SubscribersFilter, "page"> & { page?: number }): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.page) params.set("page", String(filter.page));
  if (filter.q) params.set("q", filter.q);
  return params.toString();
}

export function listSubscribers(accessToken: string | null, filter: SubscribersFilter, signal?: AbortSignal) {
  return apiFetch<TSubscriberList>(`/api/admin/newsletter/subscribers?${subscribersSearch(filter)}&limit=50`, {
    accessToken,
    signal,
  });
}

export function useSubscribers(filter: SubscribersFilter) {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: [...ADMIN_BLOG_KEYS.subscribers, filter],
    queryFn: ({ signal }) => listSubscribers(accessToken, filter, signal),
    placeholderData: keepPreviousData,
  });
}
