import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TQuizScores, TRecordQuizScore } from "../../../../contracts/training";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const QUIZ_SCORES_KEY = ["training", "quiz-scores"] as const;

export function useQuizScores() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: [...QUIZ_SCORES_KEY, user?.id],
    queryFn: async () => apiFetch<TQuizScores>("/api/training/quiz/scores", { accessToken: await getAccessToken() }),
    enabled: Boolean(user),
  });
}

export function useRecordQuizScore() {
  const { getAccessToken, user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (round: TRecordQuizScore) =>
      apiFetch<TQuizScores>("/api/training/quiz/scores", {
        method: "POST",
        body: round,
        accessToken: await getAccessToken(),
      }),
    onSuccess: (scores) => queryClient.setQueryData([...QUIZ_SCORES_KEY, user?.id], scores),
  });
}
