import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TRefinedTrainingPlan,
  TRefineTrainingPlan,
  TSaveTrainingPlan,
  TTrainingPlan,
  TTrainingPlanList,
} from "../../../../contracts/training-plans";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const PLANS_KEY = ["ai-apps", "training-plans"] as const;
const URL = "/api/ai-apps/training-plans";

export function useTrainingPlans() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...PLANS_KEY, user?.id],
    queryFn: async () => apiFetch<TTrainingPlanList>(URL, { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

export function useSaveTrainingPlan() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: TSaveTrainingPlan) =>
      apiFetch<TTrainingPlan>(URL, { method: "POST", body: plan, accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

export function useDeleteTrainingPlan() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`${URL}/${encodeURIComponent(id)}`, {
        method: "DELETE",
        accessToken: await getAccessToken(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

export function useRefineTrainingPlan() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (request: TRefineTrainingPlan) =>
      apiFetch<TRefinedTrainingPlan>(`${URL}/refine`, {
        method: "POST",
        body: request,
        accessToken: await getAccessToken(),
      }),
  });
}
