import { useEffect } from "react";
import { useLocation, useNavigate } from "../../../lib/router";
import { useAuth } from "../../../lib/auth-context";

const ADMIN_HOME = "/admin/blog";
const AUTH_PAGES = new Set(["/login", "/admin/auth", "/reset-password"]);

/** The page a guard sent the visitor from (`state.from`, a location), unless it is a login page. */
export function readFromPath(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("from" in state)) return null;
  const { from } = state;
  if (typeof from !== "object" || from === null || !("pathname" in from) || typeof from.pathname !== "string")
    return null;
  if (AUTH_PAGES.has(from.pathname) || !from.pathname.startsWith("/")) return null;
  const search = "search" in from && typeof from.search === "string" ? from.search : "";
  const hash = "hash" in from && typeof from.hash === "string" ? from.hash : "";
  return `${from.pathname}${search}${hash}`;
}

/** An admin goes to /admin/blog, anyone else home, or back where a guard sent them from. */
export function pickSignedInDestination(isAdmin: boolean, from: string | null): string {
  if (isAdmin) return from?.startsWith("/admin/") ? from : ADMIN_HOME;
  return from ?? "/";
}

/**
 * Sends a signed-in user away from the login page. `destination` wins when set (the quick
 * access code goes to /asistentes); otherwise it waits for the admin flag.
 */
export function useSignedInRedirect(destination: string | null): boolean {
  const { user, loading, subscriptionLoading, isAdmin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const isSignedIn = !loading && user !== null;
  const target =
    destination ?? (subscriptionLoading ? null : pickSignedInDestination(isAdmin, readFromPath(location.state)));

  useEffect(() => {
    if (isSignedIn && target) void navigate(target, { replace: true });
  }, [isSignedIn, target, navigate]);

  return isSignedIn;
}
