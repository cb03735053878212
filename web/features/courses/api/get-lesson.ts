import { useQuery } from "@tanstack/react-query";
import type { TLessonDetail } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { retryUnlessRefused } from "./retry";

export const lessonQueryKey = (slug: string, lessonSlug: string, userId: string | undefined) => [
  "course-lesson",
  slug,
  lessonSlug,
  userId,
];

/** A lesson with its files (signed links), the saved position and the course outline. */
export function useLesson(slug: string, lessonSlug: string) {
  const { getAccessToken, user, loading } = useAuth();
  return useQuery({
    queryKey: lessonQueryKey(slug, lessonSlug, user?.id),
    queryFn: async ({ signal }) =>
      apiFetch<TLessonDetail>(`/api/courses/${encodeURIComponent(slug)}/lessons/${encodeURIComponent(lessonSlug)}`, {
        signal,
        accessToken: await getAccessToken(),
      }),
    enabled: !loading && Boolean(user),
    retry: retryUnlessRefused,
    // The position changes while watching; the page keeps its own copy.
    refetchOnWindowFocus: false,
  });
}
