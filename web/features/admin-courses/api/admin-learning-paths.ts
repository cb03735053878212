import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAdminLearningPath,
  TAdminLearningPathList,
  TLearningPathInput,
  TLearningPathUpdate,
} from "../../../../contracts/learning-paths";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const PATHS_KEY = ["admin", "learning-paths"];

/** After a write: the back office's list, and /cursos as this admin sees it (its query starts with "courses"). */
function useRefreshPaths() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PATHS_KEY }),
      queryClient.invalidateQueries({ queryKey: ["courses"] }),
    ]);
}

export function useAdminLearningPaths() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: PATHS_KEY,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<TAdminLearningPathList>("/api/admin/learning-paths", {
          signal,
          accessToken: await getAccessToken(),
        })
      ).paths,
  });
}

/** Creates (no id) or updates a learning path. */
export function useSaveLearningPath() {
  const { getAccessToken } = useAuth();
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TLearningPathInput | TLearningPathUpdate }) =>
      apiFetch<TAdminLearningPath>(id ? `/api/admin/learning-paths/${id}` : "/api/admin/learning-paths", {
        method: id ? "PATCH" : "POST",
        body: input,
        accessToken: await getAccessToken(),
      }),
    onSuccess: refresh,
  });
}

export function useDeleteLearningPath() {
  const { getAccessToken } = useAuth();
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<void>(`/api/admin/learning-paths/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onSuccess: refresh,
  });
}

export function useReorderLearningPaths() {
  const { getAccessToken } = useAuth();
  const refresh = useRefreshPaths();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      apiFetch<TAdminLearningPathList>("/api/admin/learning-paths/reorder", {
        method: "POST",
        body: { ids },
        accessToken: await getAccessToken(),
      }),
    onSuccess: refresh,
  });
}
