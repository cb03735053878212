import { useQuery } from "@tanstack/react-query";
import type { TLearningPathList } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useViewerScope } from "../../../lib/use-viewer-scope";
import { retryUnlessRefused } from "./retry";

export function useLearningPaths() {
  const { viewer, viewerToken, ...scope } = useViewerScope();
  return useQuery({
    queryKey: ["courses", "paths", viewer],
    queryFn: async ({ signal }) =>
      apiFetch<TLearningPathList>("/api/learning-paths", { signal, accessToken: await viewerToken() }),
    ...scope,
    retry: retryUnlessRefused,
  });
}
