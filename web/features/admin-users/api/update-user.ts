import type { TAdminUser, TUpdateUserRequest } from "../../../../contracts/admin-users";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_USERS_QUERY_KEY } from "./list-users";

export function useUpdateUser() {
  return useAdminMutation<{ id: string; changes: TUpdateUserRequest }, TAdminUser>({
    request: ({ id, changes }) => ({
      path: `/api/admin/users/${encodeURIComponent(id)}`,
      method: "PATCH",
      body: changes,
    }),
    invalidates: [ADMIN_USERS_QUERY_KEY],
  });
}
