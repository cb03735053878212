import type { TListEmailsResponse } from "../../../../contracts/admin-users";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";

export const ADMIN_OUTBOX_QUERY_KEY = ["admin", "outbox"] as const;

/** The 100 most recent e-mails the platform wrote, newest first (GET /api/admin/emails). */
export function useOutbox() {
  return useAdminQuery<TListEmailsResponse>(ADMIN_OUTBOX_QUERY_KEY, "/api/admin/emails");
}
