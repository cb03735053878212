import type { TBulkModerate } from "../../../../contracts/comments";
import { apiFetch } from "../../../lib/api";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS } from "./query-keys";

export type ModerationAction = TBulkModerate["action"];

/** One comment goes through PATCH/DELETE; several through the bulk endpoint. */
async function moderateComments(accessToken: string | null, ids: string[], action: ModerationAction) {
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
  return useAdminMutation<{ ids: string[]; action: ModerationAction }, { updated: number }>({
    request:
      ({ ids, action }) =>
      (accessToken) =>
        moderateComments(accessToken, ids, action),
    // Public comment lists are keyed by post slug in features/comments; refresh them all.
    invalidates: [ADMIN_BLOG_KEYS.comments, ["comments"]],
  });
}
