import { useQuery } from "@tanstack/react-query";
import type { TCourseList } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";

/** The published microcourses, for the training generator's suggestions (a public list; no progress needed). */
export function useCourseCatalogue() {
  return useQuery({
    queryKey: ["ai-apps", "course-catalogue"],
    queryFn: async ({ signal }) => apiFetch<TCourseList>("/api/courses", { signal }),
    staleTime: 5 * 60_000,
  });
}
