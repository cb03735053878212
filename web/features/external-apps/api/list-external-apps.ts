import { useQuery } from "@tanstack/react-query";
import type { TExternalAppList } from "../../../../contracts/external-apps";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useViewerScope } from "../../../lib/use-viewer-scope";

/**
 * The external apps as the caller may see them: locked ones carry no link, open ones our
 * redirect with a ticket (which expires, so the list is fetched again after a while).
 */
export function useExternalApps() {
  const { subscription } = useAuth();
  const { viewer, viewerToken, ...scope } = useViewerScope();
  return useQuery({
    queryKey: ["external-apps", viewer, subscription.tier],
    queryFn: async ({ signal }) =>
      apiFetch<TExternalAppList>("/api/apps/external", { signal, accessToken: await viewerToken() }),
    ...scope,
    staleTime: 10 * 60 * 1000,
    refetchInterval: 20 * 60 * 1000,
  });
}
