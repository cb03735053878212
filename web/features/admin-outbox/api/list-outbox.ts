import { useQuery } from "@tanstack/react-query";
import type { TListEmailsResponse } from "../../../../contracts/admin-users";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

export const ADMIN_OUTBOX_QUERY_KEY = ["admin", "outbox"] as const;

/** The 100 most recent e-mails the platform wrote, newest first (GET /api/admin/emails). */
export function useOutbox() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: ADMIN_OUTBOX_QUERY_KEY,
    queryFn: async () => apiFetch<TListEmailsResponse>("/api/admin/emails", { accessToken: await getAccessToken() }),
  });
}
