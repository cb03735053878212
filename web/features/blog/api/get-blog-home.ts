import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TBlogHome } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";

/** The featured post, up to 8 others and up to 5 categories. */
export function getBlogHome(signal?: AbortSignal): Promise<TBlogHome> {
  return apiFetch<TBlogHome>("/api/blog/home", { signal });
}

export const blogHomeQueryOptions = () =>
  queryOptions({ queryKey: ["blog", "home"], queryFn: ({ signal }) => getBlogHome(signal) });

export function useBlogHome() {
  return useQuery(blogHomeQueryOptions());
}
