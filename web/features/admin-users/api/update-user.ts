import type { TAdminUser, TUpdateUserRequest } from "../../../../contracts/admin-users";
import { useAdminSave } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_USERS_QUERY_KEY } from "./list-users";

/** Changes a user (PATCH, only the fields sent); users are never created here. */
export function useUpdateUser() {
  return useAdminSave<TUpdateUserRequest, TAdminUser>({
    path: "/api/admin/users",
    invalidates: [ADMIN_USERS_QUERY_KEY],
  });
}
