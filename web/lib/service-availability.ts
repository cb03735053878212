import { useQuery } from "@tanstack/react-query";
import type { TServiceAvailability } from "../../contracts/transcription";
import { apiFetch } from "./api";

/** What this installation's AI services can do (public): the pages and the chat picker say it before any upload. */
export function useServiceAvailability() {
  return useQuery({
    queryKey: ["services", "availability"],
    queryFn: ({ signal }) => apiFetch<TServiceAvailability>("/api/services/availability", { signal }),
    staleTime: 60_000,
  });
}
