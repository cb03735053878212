import type {
  TAdminLearningPath,
  TAdminLearningPathList,
  TLearningPathInput,
  TLearningPathUpdate,
} from "../../../../contracts/learning-paths";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { useAdminDelete, useAdminMutation, useAdminSave } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/learning-paths";
const PATHS_KEY = ["admin", "learning-paths"];
/** After a write: the back office's list, and /cursos as this admin sees it (its query starts with "courses"). */
const STALE_AFTER_WRITE = [PATHS_KEY, ["courses"]];

export function useAdminLearningPaths() {
  return useAdminQuery<TAdminLearningPathList, TAdminLearningPathList["paths"]>(PATHS_KEY, PATH, {
    select: (answer) => answer.paths,
  });
}

/** Creates (no id) or updates a learning path. */
export function useSaveLearningPath() {
  return useAdminSave<TLearningPathInput | TLearningPathUpdate, TAdminLearningPath>({
    path: PATH,
    invalidates: STALE_AFTER_WRITE,
  });
}

export function useDeleteLearningPath() {
  return useAdminDelete({ path: PATH, invalidates: STALE_AFTER_WRITE });
}

export function useReorderLearningPaths() {
  return useAdminMutation<string[], TAdminLearningPathList>({
    request: (ids) => ({ path: `${PATH}/reorder`, method: "POST", body: { ids } }),
    invalidates: STALE_AFTER_WRITE,
  });
}
