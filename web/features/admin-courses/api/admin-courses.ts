import type {
  TAdminCourse,
  TAdminLesson,
  TAdminLessonList,
  TCourseInput,
  TCourseUpdate,
  TLessonInput,
  TLessonUpdate,
} from "../../../../contracts/courses";
import { useQueryClient } from "@tanstack/react-query";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { useAdminDelete, useAdminMutation, useAdminSave } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/courses";
/** The courses and, under it, each course's lessons: a course or lesson write refreshes both. */
const COURSES_KEY = ["admin", "courses"];
const lessonsKey = (courseId: string) => ["admin", "courses", courseId, "lessons"];
const lessonsPath = (courseId: string) => `${PATH}/${courseId}/lessons`;

export function useAdminCourses() {
  return useAdminQuery<{ courses: TAdminCourse[] }, TAdminCourse[]>(COURSES_KEY, PATH, {
    select: (answer) => answer.courses,
  });
}

/** Creates (no id) or updates a course. */
export function useSaveCourse() {
  return useAdminSave<TCourseInput | TCourseUpdate, TAdminCourse>({ path: PATH, invalidates: [COURSES_KEY] });
}

export function useDeleteCourse() {
  return useAdminDelete({ path: PATH, invalidates: [COURSES_KEY] });
}

export function useReorderCourses() {
  return useAdminMutation<string[], { courses: TAdminCourse[] }>({
    request: (ids) => ({ path: `${PATH}/reorder`, method: "POST", body: { ids } }),
    invalidates: [COURSES_KEY],
  });
}

export function useAdminLessons(courseId: string) {
  return useAdminQuery<TAdminLessonList>(lessonsKey(courseId), lessonsPath(courseId));
}

export function useSaveLesson(courseId: string) {
  return useAdminSave<TLessonInput | TLessonUpdate, TAdminLesson>({
    path: lessonsPath(courseId),
    invalidates: [COURSES_KEY],
  });
}

export function useDeleteLesson(courseId: string) {
  return useAdminDelete({ path: lessonsPath(courseId), invalidates: [COURSES_KEY] });
}

export function useReorderLessons(courseId: string) {
  return useAdminMutation<string[], TAdminLessonList>({
    request: (ids) => ({ path: `${lessonsPath(courseId)}/reorder`, method: "POST", body: { ids } }),
    invalidates: [lessonsKey(courseId)],
  });
}

export function useDeleteLessonFile(courseId: string, lessonId: string) {
  return useAdminDelete({ path: `${lessonsPath(courseId)}/${lessonId}/files`, invalidates: [lessonsKey(courseId)] });
}

export function useInvalidateLessons(courseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lessonsKey(courseId) });
}
