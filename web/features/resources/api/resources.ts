import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { saveBlobAs } from "../../../lib/save-blob-as";
import type { TResource, TResourceList } from "../../../../contracts/resources";
import { apiFetch, apiFetchBlob } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

/** The published resources (premium; the server refuses others with 403). */
export function useResources() {
  const { getAccessToken, user } = useAuth();
  return useQuery({
    queryKey: ["resources", user?.id],
    queryFn: async ({ signal }) =>
      apiFetch<TResourceList>("/api/resources", { signal, accessToken: await getAccessToken() }),
  });
}

/**
 * Downloads through the tier-checked route with the user's token (a bare link would carry no
 * token): a file is saved under its name, a link opens in a new tab. The count goes up on the server.
 */
export function useDownloadResource() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (resource: TResource) => {
      const accessToken = await getAccessToken();
      if (resource.kind === "link") {
        // Opened now, while the click still counts as the user's, and pointed at the link once known.
        const target = window.open("about:blank", "_blank");
        if (target) target.opener = null;
        try {
          const { url } = await apiFetch<{ url: string }>(resource.downloadUrl, { accessToken });
          if (target) target.location.href = url;
          else window.location.assign(url);
        } catch (error) {
          target?.close();
          throw error;
        }
        return;
      }
      const blob = await apiFetchBlob(resource.downloadUrl, { accessToken, accept: "*/*" });
      saveBlobAs(blob, resource.fileName ?? "recurso");
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["resources"] }),
  });
}
