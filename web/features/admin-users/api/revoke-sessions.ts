import type { TRevokeSessionsResponse } from "../../../../contracts/admin-users";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_USERS_QUERY_KEY } from "./list-users";

/** Signs a user out on every device. */
export function useRevokeSessions() {
  return useAdminMutation<string, TRevokeSessionsResponse>({
    request: (id) => ({ path: `/api/admin/users/${encodeURIComponent(id)}/revoke-sessions`, method: "POST" }),
    invalidates: [ADMIN_USERS_QUERY_KEY],
  });
}
