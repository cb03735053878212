import { keepPreviousData } from "@tanstack/react-query";
import { useIsHydrating } from "./use-is-hydrating";
import { useAuth } from "./auth-context";

/**
 * For public data that depends on who looks at it (progress, locks): the viewer for the query key
 * and when to fetch. While the session is unknown — rendering on the server, hydrating — the
 * visitor's view is fetched, so the page arrives rendered and hydrates the same markup; once the
 * session is known, the viewer's own data replaces it with no placeholder in between.
 */
export function useViewerScope() {
  const { user, loading, getAccessToken } = useAuth();
  const isHydrating = useIsHydrating();
  return {
    viewer: user?.id ?? "visitor",
    /** The token matching the key: none for the visitor's view (nor any auth client on the server). */
    viewerToken: async () => (user ? getAccessToken() : null),
    enabled: isHydrating || !loading,
    placeholderData: keepPreviousData,
  };
}
