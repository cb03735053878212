import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPortfolio, TPublicAssistant } from "../../../../contracts/assistants";
import { apiFetch } from "../../../lib/api";
import { retryUnlessRefused } from "./retry";

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: ["assistants", "portfolio"],
    queryFn: ({ signal }) => apiFetch<TPortfolio>("/api/assistants/portfolio", { signal }),
  });

/** Every published assistant, for visitors (never a system prompt). */
export function usePortfolio() {
  return useQuery(portfolioQueryOptions());
}

/** One published assistant's landing; an unknown slug answers 404. */
export function usePortfolioAssistant(slug: string) {
  return useQuery({
    queryKey: ["assistants", "portfolio", slug],
    queryFn: ({ signal }) =>
      apiFetch<TPublicAssistant>(`/api/assistants/portfolio/${encodeURIComponent(slug)}`, { signal }),
    retry: retryUnlessRefused,
  });
}
