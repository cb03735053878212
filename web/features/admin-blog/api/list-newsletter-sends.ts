import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { ZNewsletterSendListSchema } from "../../../../contracts/newsletter";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { ADMIN_BLOG_KEYS } from "./query-keys";

type TNewsletterSendList = z.infer<typeof ZNewsletterSendListSchema>;

const PROGRESS_POLL_MS = 1500;

export function listNewsletterSends(accessToken: string | null, signal?: AbortSignal) {
  return apiFetch<TNewsletterSendList>("/api/admin/newsletter/sends", { accessToken, signal });
}

/** Past and running sends; polled while one is still queued or sending, to show its progress. */
export function useNewsletterSends() {
  const accessToken = useAccessToken();
  return useQuery({
    queryKey: ADMIN_BLOG_KEYS.sends,
    queryFn: ({ signal }) => listNewsletterSends(accessToken, signal),
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => send.status === "queued" || send.status === "sending")
        ? PROGRESS_POLL_MS
        : false,
  });
}
