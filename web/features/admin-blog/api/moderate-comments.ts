import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TBulkModerate } from "../../../../contracts/comments";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type ModerationAction = TBulkModerate["action"];

/** One comment goes through PATCH/DELETE; several through the bulk endpoint. */
export async function moderateComments(accessToken: string | null, ids: string[], action: ModerationAction) {
  const [only] = ids;
  if (ids.length === 1 && only) {
    if (action === "delete") await apiFetch<void>(`/api/admin/comments/${only}`, { method: "DELETE", accessToken });
    else
      await apiFetch(`/api/admin/comments/${only}`, {
        method: "PATCH",
        body: { status: action === "approve" ? "approved" : "rejected" },
        accessToken,
      });
    return { updated: 1 };
  }
  const body: TBulkModerate = { ids, action };
  return apiFetch<{ updated: number }>("/api/admin/comments/bulk", { method: "POST", body, accessToken });
}

export function useModerateComments() {
  const accessToken = useAccessToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: ModerationAction }) =>
      moderateComments(accessToken, ids, action),
    // Public comment lists are keyed by post slug in features/comments; refresh them all.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BLOG_KEYS.comments }),
        queryClient.invalidateQueries({ queryKey: ["comments"] }),
      ]),
  });
}
