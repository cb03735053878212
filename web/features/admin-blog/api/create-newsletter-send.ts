import type { TNewsletterSend } from "../../../../contracts/newsletter";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { ADMIN_BLOG_KEYS } from "./query-keys";

/** Queues a published post for every confirmed subscriber who has not received it yet. */
export function useCreateNewsletterSend() {
  return useAdminMutation<string, TNewsletterSend>({
    request: (postId) => ({ path: "/api/admin/newsletter/sends", method: "POST", body: { postId } }),
    invalidates: [ADMIN_BLOG_KEYS.sends],
  });
}
