import { useMutation } from "@tanstack/react-query";
import { saveBlobAs } from "../../../lib/save-blob-as";
import { SUBSCRIBERS_CSV_PATH } from "../../../../contracts/newsletter";
import { apiFetchBlob } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";
import { subscribersSearch, type SubscribersFilter } from "./list-subscribers";

/**
 * Downloads the subscribers as CSV. A plain link cannot carry the bearer token, so the file is
 * fetched and handed to the browser as a blob.
 */
export async function exportSubscribers(
  accessToken: string | null,
  filter: Omit<SubscribersFilter, "page">,
): Promise<void> {
  const csv = await apiFetchBlob(`${SUBSCRIBERS_CSV_PATH}?${subscribersSearch(filter)}`, {
    accept: "text/csv",
    accessToken,
  });
  saveBlobAs(csv, `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportSubscribers() {
  const accessToken = useAccessToken();
  return useMutation({
    mutationFn: (filter: Omit<SubscribersFilter, "page">) => exportSubscribers(accessToken, filter),
  });
}
