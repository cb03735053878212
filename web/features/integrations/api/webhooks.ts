import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateWebhookRequest,
  TCreatedWebhook,
  TWebhook,
  TWebhookDelivery,
} from "../../../../contracts/integrations";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const WEBHOOKS_QUERY_KEY = ["integrations", "webhooks"] as const;

export function useWebhooks() {
  const { user, getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...WEBHOOKS_QUERY_KEY, user?.id],
    queryFn: async () => apiFetch<TWebhook[]>("/api/integrations/webhooks", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

/** Creates a webhook; the answer holds its signing secret, shown this once. */
export function useCreateWebhook() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateWebhookRequest) =>
      apiFetch<TCreatedWebhook>("/api/integrations/webhooks", {
        method: "POST",
        body: request,
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useDeleteWebhook() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/integrations/webhooks/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

/** The webhook's last tries, read when shown and every few seconds while open. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: [...WEBHOOKS_QUERY_KEY, id, "deliveries"],
    queryFn: async () =>
      apiFetch<TWebhookDelivery[]>(`/api/integrations/webhooks/${encodeURIComponent(id)}/deliveries`, {
        accessToken: await getAccessToken(),
      }),
    enabled,
    refetchInterval: enabled ? 5_000 : false,
  });
}
