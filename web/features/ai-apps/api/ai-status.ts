import { useQuery } from "@tanstack/react-query";
import type { TAiAppsStatus } from "../../../../contracts/prompt-generator";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

/** Whether this installation has an AI provider, so apps offer their AI step or say it is not configured. */
export function useAiStatus() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: ["ai-apps", "status"],
    queryFn: async () => apiFetch<TAiAppsStatus>("/api/ai-apps/status", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
    staleTime: 5 * 60_000,
  });
}
