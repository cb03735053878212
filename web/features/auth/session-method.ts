/**
 * How the session behind `accessToken` started, from its `amr` claim (GoTrue's shape). The
 * server decides; this only tells the form whether to ask for the current password, which a
 * session opened by a password-reset link does not need.
 */
export function isRecoverySession(accessToken: string | undefined): boolean {
  const payload = accessToken?.split(".")[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { amr?: unknown };
    return Array.isArray(claims.amr) && claims.amr.some((entry: { method?: unknown }) => entry.method === "recovery");
  } catch {
    return false;
  }
}
