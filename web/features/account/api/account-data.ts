import { useMutation } from "@tanstack/react-query";
import type { TDeleteAccountRequest } from "../../../../contracts/account";
import { apiFetch, apiFetchBlob } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { saveBlobAs } from "../../../lib/save-blob-as";

/** Downloads the GDPR export: one JSON file, or a ZIP with the JSON and the chat files. */
export function useExportData() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (format: "json" | "zip") => {
      const blob = await apiFetchBlob(`/api/account/export?format=${format}`, {
        accessToken: await getAccessToken(),
        accept: format === "zip" ? "application/zip" : "application/json",
      });
      saveBlobAs(blob, `mis-datos-${new Date().toISOString().slice(0, 10)}.${format}`);
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
