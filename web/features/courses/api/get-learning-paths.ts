import { useQuery } from "@tanstack/react-query";
import type { TLearningPathList } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../auth/auth-context";
import { useViewerScope } from "../../auth/hooks/use-viewer-scope";
import { retryUnlessRefused } from "./retry";

export function useLearningPaths() {
  const { getAccessToken } = useAuth();
  const { viewer, ...scope } = useViewerScope();
  return useQuery({
    queryKey: ["courses", "paths", viewer],
    queryFn: async ({ signal }) => apiFetch<TLearningPathList>("/api/learning-paths", { signal, accessToken: await getAccessToken() }),
    ...scope,
    retry: retryUnlessRefused,
  });
}
