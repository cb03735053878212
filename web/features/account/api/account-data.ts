import { useMutation } from "@tanstack/react-query";
import type { TDeleteAccountRequest } from "../../../../contracts/account";
import { apiFetch, apiFetchBlob } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { saveBlobAs } from "../../../lib/save-blob-as";

/** Downloads the GDPR export as a JSON file. */
export function useExportData() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async () => {
      const blob = await apiFetchBlob("/api/account/export", {
        accessToken: await getAccessToken(),
        accept: "application/json",
      });
      saveBlobAs(blob, `mis-datos-${new Date().toISOString().slice(0, 10)}.json`);
    },
  });
}

export function useDeleteAccount() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (confirmation: TDeleteAccountRequest) =>
      apiFetch<void>("/api/account", { method: "DELETE", body: confirmation, accessToken: await getAccessToken() }),
  });
}
