import { saveBlobAs } from "../../../lib/save-blob-as";
import { SUBSCRIBERS_CSV_PATH } from "../../../../contracts/newsletter";
import { apiFetchBlob } from "../../../lib/api";
import { useAdminMutation } from "../../../lib/admin-resource/admin-mutation";
import { subscribersSearch, type SubscribersFilter } from "./list-subscribers";

/**
 * Downloads the subscribers as CSV. A plain link cannot carry the bearer token, so the file is
 * fetched and handed to the browser as a blob.
 */
export function useExportSubscribers() {
  return useAdminMutation<Omit<SubscribersFilter, "page">, void>({
    request: (filter) => async (accessToken) => {
      const csv = await apiFetchBlob(`${SUBSCRIBERS_CSV_PATH}?${subscribersSearch(filter)}`, {
        accept: "text/csv",
        accessToken,
      });
      saveBlobAs(csv, `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
    },
    invalidates: [],
  });
}
