import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPostDetail } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { retryUnlessMissing } from "./retry-unless-missing";

/** One published post with its server-rendered body and related posts; unknown or unpublished: 404. */
export function getPost(slug: string, signal?: AbortSignal): Promise<TPostDetail> {
  return apiFetch<TPostDetail>(`/api/blog/posts/${encodeURIComponent(slug)}`, { signal });
}

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ["blog", "post", slug],
    queryFn: ({ signal }) => getPost(slug, signal),
    retry: retryUnlessMissing,
  });

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
