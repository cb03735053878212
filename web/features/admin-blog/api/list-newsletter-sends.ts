import type { z } from "zod";
import type { ZNewsletterSendListSchema } from "../../../../contracts/newsletter";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { ADMIN_BLOG_KEYS } from "./query-keys";

type TNewsletterSendList = z.infer<typeof ZNewsletterSendListSchema>;

const PROGRESS_POLL_MS = 1500;

/** Past and running sends; polled while one is still queued or sending, to show its progress. */
export function useNewsletterSends() {
  return useAdminQuery<TNewsletterSendList>(ADMIN_BLOG_KEYS.sends, "/api/admin/newsletter/sends", {
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => send.status === "queued" || send.status === "sending")
        ? PROGRESS_POLL_MS
        : false,
  });
}
