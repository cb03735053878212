import { useQuery } from "@tanstack/react-query";
import type { TAssistantUsage } from "../../../contracts/assistants";
import { apiFetch } from "../api";
import { useAuth } from "../auth-context";

export const USAGE_QUERY_KEY = ["assistants", "usage"] as const;

/** Today's AI queries: used, limit (null: unlimited) and when they renew. */
export function useUsage() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: USAGE_QUERY_KEY,
    queryFn: async ({ signal }) =>
      apiFetch<TAssistantUsage>("/api/assistants/usage", { signal, accessToken: await getAccessToken() }),
  });
}
