import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminUser, TUpdateUserRequest } from "../../../../contracts/admin-users";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { ADMIN_USERS_QUERY_KEY } from "./list-users";

export function updateUser(accessToken: string | null, id: string, changes: TUpdateUserRequest): Promise<TAdminUser> {
  return apiFetch<TAdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: changes,
    accessToken,
  });
}

export function useUpdateUser() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: TUpdateUserRequest }) =>
      updateUser(await getAccessToken(), id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
