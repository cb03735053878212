import { useQuery } from "@tanstack/react-query";
import type { TSoftwareList, TSoftwareLanding } from "../../../../contracts/software";
import { ApiError, apiFetch } from "../../../lib/api";

/** The published products of /software. */
export function useSoftwareList() {
  return useQuery({
    queryKey: ["software", "list"],
    queryFn: ({ signal }) => apiFetch<TSoftwareList>("/api/software", { signal }),
  });
}

/** One published product; an unknown or unpublished slug answers 404 (not retried). */
export function useSoftwareProduct(slug: string) {
  return useQuery({
    queryKey: ["software", "product", slug],
    queryFn: ({ signal }) => apiFetch<TSoftwareLanding>(`/api/software/${encodeURIComponent(slug)}`, { signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
