import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TMaturityAssessment,
  TMaturityAssessmentList,
  TSaveMaturityAssessment,
} from "../../../../contracts/maturity-checklist";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const ASSESSMENTS_KEY = ["ai-apps", "maturity-assessments"] as const;
const URL = "/api/ai-apps/maturity-assessments";

export function useMaturityAssessments() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...ASSESSMENTS_KEY, user?.id],
    queryFn: async () => apiFetch<TMaturityAssessmentList>(URL, { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

export function useSaveMaturityAssessment() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assessment: TSaveMaturityAssessment) =>
      apiFetch<TMaturityAssessment>(URL, { method: "POST", body: assessment, accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
}

export function useDeleteMaturityAssessment() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`${URL}/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENTS_KEY }),
  });
}
