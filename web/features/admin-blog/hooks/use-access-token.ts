import { useAuth } from "../../../lib/auth-context";

/** The signed-in admin's access token for `/api/admin/*` calls (the server checks the admin flag again). */
export function useAccessToken(): string | null {
  return useAuth().session?.access_token ?? null;
}
