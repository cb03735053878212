import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TListUsersResponse } from "../../../../contracts/admin-users";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export const ADMIN_USERS_QUERY_KEY = ["admin", "users"] as const;

export interface ListUsersParams {
  query: string;
  /** From 1. */
  page: number;
}

export function listUsers(accessToken: string | null, { query, page }: ListUsersParams): Promise<TListUsersResponse> {
  const params = new URLSearchParams({ page: String(page) });
  if (query.trim()) params.set("query", query.trim());
  return apiFetch<TListUsersResponse>(`/api/admin/users?${params.toString()}`, { accessToken });
}

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(params: ListUsersParams) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...ADMIN_USERS_QUERY_KEY, params],
    queryFn: async () => listUsers(await getAccessToken(), params),
    placeholderData: keepPreviousData,
  });
}
