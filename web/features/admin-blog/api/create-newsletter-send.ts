import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TNewsletterSend } from "../../../../contracts/newsletter";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** Queues a published post for every confirmed subscriber who has not received it yet. */
export function createNewsletterSend(accessToken: string | null, postId: string) {
  return apiFetch<TNewsletterSend>("/api/admin/newsletter/sends", { method: "POST", body: { postId }, accessToken });
}

export function useCreateNewsletterSend() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => createNewsletterSend(accessToken, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.sends }),
  });
}
