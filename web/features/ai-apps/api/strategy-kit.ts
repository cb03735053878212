import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSavedStrategyKit, TStrategyKit } from "../../../../contracts/strategy-kit";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const KIT_KEY = ["ai-apps", "strategy-kit"] as const;
const URL = "/api/ai-apps/strategy-kit";

export function useStrategyKit() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...KIT_KEY, user?.id],
    queryFn: async () => apiFetch<TSavedStrategyKit>(URL, { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

export function useSaveStrategyKit() {
  const { getAccessToken, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (kit: TStrategyKit) =>
      apiFetch<TSavedStrategyKit>(URL, { method: "PUT", body: kit, accessToken: await getAccessToken() }),
    onSuccess: (saved) => queryClient.setQueryData([...KIT_KEY, user?.id], saved),
  });
}
