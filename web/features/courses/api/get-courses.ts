import { useQuery } from "@tanstack/react-query";
import type { TCourseDetail, TCourseList } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useViewerScope } from "../../../lib/use-viewer-scope";
import { retryUnlessRefused } from "./retry";

/** Published microcourses, with the signed-in user's progress. */
export function useCourses() {
  const { viewer, viewerToken, ...scope } = useViewerScope();
  return useQuery({
    queryKey: ["courses", "list", viewer],
    queryFn: async ({ signal }) => apiFetch<TCourseList>("/api/courses", { signal, accessToken: await viewerToken() }),
    ...scope,
    retry: retryUnlessRefused,
  });
}

/** One course with its lesson outline; the server says what is locked for this user. */
export function useCourse(slug: string) {
  const { viewer, viewerToken, ...scope } = useViewerScope();
  return useQuery({
    queryKey: ["courses", "detail", slug, viewer],
    queryFn: async ({ signal }) =>
      apiFetch<TCourseDetail>(`/api/courses/${encodeURIComponent(slug)}`, { signal, accessToken: await viewerToken() }),
    ...scope,
    retry: retryUnlessRefused,
  });
}
