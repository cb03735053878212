import { useQuery } from "@tanstack/react-query";
import type { TLearningPathList } from "../../../../contracts/courses";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../auth/auth-context";
import { retryUnlessRefused } from "./retry";

export function useLearningPaths() {
  const { getAccessToken, user, loading } = useAuth();
  return useQuery({
    queryKey: ["courses", "paths", user?.id],
    queryFn: async ({ signal }) => apiFetch<TLearningPathList>("/api/learning-paths", { signal, accessToken: await getAccessToken() }),
    enabled: !loading,
    retry: retryUnlessRefused,
  });
}
