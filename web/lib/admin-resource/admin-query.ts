import { useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { apiFetch } from "../api";
import { useAuth } from "../auth-context";

type QueryExtras<TAnswer, TData> = Omit<UseQueryOptions<TAnswer, Error, TData>, "queryKey" | "queryFn">;

/**
 * A back-office read: GET `path` with the admin's token (the server checks the admin flag again),
 * cached under `key`. The extras are TanStack Query's own (select, placeholderData, polling…).
 */
export function useAdminQuery<TAnswer, TData = TAnswer>(
  key: QueryKey,
  path: string,
  extras: QueryExtras<TAnswer, TData> = {},
) {
  const { getAccessToken } = useAuth();
  return useQuery({
    ...extras,
    queryKey: key,
    queryFn: async ({ signal }) => apiFetch<TAnswer>(path, { signal, accessToken: await getAccessToken() }),
  });
}
