import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export function deleteContactMessage(accessToken: string | null, id: string) {
  return apiFetch<void>(`/api/admin/contact/${id}`, { method: "DELETE", accessToken });
}

export function useDeleteContactMessage() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteContactMessage(accessToken, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.contact }),
  });
}
