import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdminCourse,
  TAdminLesson,
  TAdminLessonList,
  TCourseInput,
  TCourseUpdate,
  TLessonInput,
  TLessonUpdate,
} from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const COURSES_KEY = ["admin", "courses"];
const lessonsKey = (courseId: string) => ["admin", "courses", courseId, "lessons"];

export function useAdminCourses() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: COURSES_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ courses: TAdminCourse[] }>("/api/admin/courses", {
          signal,
          accessToken: await getAccessToken(),
        })
      ).courses,
  });
}

/** Creates (no id) or updates a course. */
export function useSaveCourse() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TCourseInput | TCourseUpdate }) =>
      apiFetch<TAdminCourse>(id ? `/api/admin/courses/${id}` : "/api/admin/courses", {
        method: id ? "PATCH" : "POST",
        body: input,
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useDeleteCourse() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/admin/courses/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useReorderCourses() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      apiFetch<{ courses: TAdminCourse[] }>("/api/admin/courses/reorder", {
        method: "POST",
        body: { ids },
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURSES_KEY }),
  });
}

export function useAdminLessons(courseId: string) {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: lessonsKey(courseId),
    queryFn: async ({ signal }) =>
      apiFetch<TAdminLessonList>(`/api/admin/courses/${courseId}/lessons`, {
        signal,
        accessToken: await getAccessToken(),
      }),
  });
}

export function useSaveLesson(courseId: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TLessonInput | TLessonUpdate }) =>
      apiFetch<TAdminLesson>(
        id ? `/api/admin/courses/${courseId}/lessons/${id}` : `/api/admin/courses/${courseId}/lessons`,
        {
          method: id ? "PATCH" : "POST",
          body: input,
          accessToken: await getAccessToken(),
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "courses"] }),
  });
}

export function useDeleteLesson(courseId: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/admin/courses/${courseId}/lessons/${id}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "courses"] }),
  });
}

export function useReorderLessons(courseId: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      apiFetch<TAdminLessonList>(`/api/admin/courses/${courseId}/lessons/reorder`, {
        method: "POST",
        body: { ids },
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonsKey(courseId) }),
  });
}

export function useDeleteLessonFile(courseId: string, lessonId: string) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fileId: string) =>
      apiFetch<void>(`/api/admin/courses/${courseId}/lessons/${lessonId}/files/${fileId}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonsKey(courseId) }),
  });
}

export function useInvalidateLessons(courseId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lessonsKey(courseId) });
}
