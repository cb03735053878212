import { keepPreviousData } from "@tanstack/react-query";
import type { TListUsersResponse } from "../../../../contracts/admin-users";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";

export const ADMIN_USERS_QUERY_KEY = ["admin", "users"] as const;

export interface ListUsersParams {
  query: string;
  /** From 1. */
  page: number;
}

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(params: ListUsersParams) {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.query.trim()) search.set("query", params.query.trim());
  return useAdminQuery<TListUsersResponse>([...ADMIN_USERS_QUERY_KEY, params], `/api/admin/users?${search}`, {
    placeholderData: keepPreviousData,
  });
}
