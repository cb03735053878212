import { useQuery } from "@tanstack/react-query";
import type { TContactDetails } from "../../../../contracts/contact";
import { apiFetch } from "../../../lib/api";

/** The installation's public address and social profiles, fixed by its configuration. */
export function useContactDetails() {
  return useQuery({
    // Under "configuration": fixed until a restart, so it keeps no rendered page from the page cache.
    queryKey: ["configuration", "contact-details"],
    queryFn: ({ signal }) => apiFetch<TContactDetails>("/api/contact/details", { signal }),
    staleTime: Infinity,
  });
}
