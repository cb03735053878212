import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TContactMessage } from "../../../../contracts/contact";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export function markContactMessage(accessToken: string | null, id: string, read: boolean) {
  return apiFetch<TContactMessage>(`/api/admin/contact/${id}`, { method: "PATCH", body: { read }, accessToken });
}

export function useMarkContactMessage() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => markContactMessage(accessToken, id, read),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.contact }),
  });
}
