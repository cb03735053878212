import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCommentList } from "../../../../contracts/comments";
import { requestWithAuthorToken } from "./request-with-author-token";

/** Approved comments of a post, plus this browser's own pending ones. */
export function getComments(slug: string, signal?: AbortSignal): Promise<TCommentList> {
  return requestWithAuthorToken<TCommentList>(`/api/blog/posts/${encodeURIComponent(slug)}/comments`, { signal });
}

export const commentsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ["comments", slug], queryFn: ({ signal }) => getComments(slug, signal) });

export function useComments(slug: string) {
  return useQuery(commentsQueryOptions(slug));
}
