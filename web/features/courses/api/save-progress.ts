import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TLessonProgress, TProgressUpdate } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

/** Saves the position and completion of a lesson; a completion refreshes the course's progress. */
export function useSaveProgress(slug: string, lessonSlug: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: TProgressUpdate) =>
      apiFetch<TLessonProgress>(
        `/api/courses/${encodeURIComponent(slug)}/lessons/${encodeURIComponent(lessonSlug)}/progress`,
        {
          method: "PUT",
          body: update,
          accessToken: await getAccessToken(),
        },
      ),
    onSuccess: (_progress, update) => {
      if (update.isCompleted) void queryClient.invalidateQueries({ queryKey: ["courses"] });
    },
  });
}
