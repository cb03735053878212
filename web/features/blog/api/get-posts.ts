import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TPostList } from "../../../../contracts/blog";
import { BLOG_PAGE_SIZE } from "../../../../contracts/blog-limits";
import { apiFetch } from "../../../lib/api";
import { retryUnlessMissing } from "./retry-unless-missing";

export interface PostsFilter {
  page: number;
  q?: string;
  category?: string;
}

/** Published posts, newest first; an unknown category answers 404. */
export function getPosts({ page, q, category }: PostsFilter, signal?: AbortSignal): Promise<TPostList> {
  const params = new URLSearchParams({ page: String(page), limit: String(BLOG_PAGE_SIZE) });
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  return apiFetch<TPostList>(`/api/blog/posts?${params.toString()}`, { signal });
}

export const postsQueryOptions = (filter: PostsFilter) =>
  queryOptions({
    queryKey: ["blog", "posts", filter],
    queryFn: ({ signal }) => getPosts(filter, signal),
    retry: retryUnlessMissing,
    placeholderData: keepPreviousData,
  });

export function usePosts(filter: PostsFilter) {
  return useQuery(postsQueryOptions(filter));
}
