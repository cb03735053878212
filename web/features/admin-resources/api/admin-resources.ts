import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminResource, TAdminResourceList, TSaveResource } from "../../../../contracts/resources";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";

const LIST_KEY = ["admin", "resources"] as const;

export function useAdminResources() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) =>
      apiFetch<TAdminResourceList>("/api/admin/resources", { signal, accessToken: await getAccessToken() }),
  });
}

/** Saves the fields (creating without an id), then uploads the chosen file, if any. */
export function useSaveResource() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input, file }: { id?: string; input: TSaveResource; file?: File }) => {
      const accessToken = await getAccessToken();
      let saved = await apiFetch<TAdminResource>(id ? `/api/admin/resources/${id}` : "/api/admin/resources", {
        method: id ? "PUT" : "POST",
        body: input,
        accessToken,
      });
      if (file) {
        const form = new FormData();
        form.append("file", file);
        saved = await apiFetch<TAdminResource>(`/api/admin/resources/${saved.id}/file`, {
          method: "PUT",
          body: form,
          accessToken,
        });
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useDeleteResource() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/admin/resources/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });
}
