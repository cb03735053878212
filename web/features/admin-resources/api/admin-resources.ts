import type { TAdminResource, TAdminResourceList, TSaveResource } from "../../../../contracts/resources";
import { apiFetch } from "../../../lib/api";
import { useAdminQuery } from "../../../lib/admin-resource/admin-query";
import { fileForm, useAdminMutation, useAdminDelete } from "../../../lib/admin-resource/admin-mutation";

const PATH = "/api/admin/resources";
const LIST_KEY = ["admin", "resources"] as const;

export function useAdminResources() {
  return useAdminQuery<TAdminResourceList>(LIST_KEY, PATH);
}

/**
 * Saves the fields (creating without an id), then uploads the chosen file, if any. The list
 * refreshes even when the upload fails, since the fields may already be saved.
 */
export function useSaveResource() {
  return useAdminMutation<{ id?: string; input: TSaveResource; file?: File }, TAdminResource>({
    request:
      ({ id, input, file }) =>
      async (accessToken) => {
        const saved = await apiFetch<TAdminResource>(id ? `${PATH}/${id}` : PATH, {
          method: id ? "PUT" : "POST",
          body: input,
          accessToken,
        });
        if (!file) return saved;
        return apiFetch<TAdminResource>(`${PATH}/${saved.id}/file`, {
          method: "PUT",
          body: fileForm(file),
          accessToken,
        });
      },
    invalidates: [LIST_KEY],
    invalidatesOnFailure: true,
  });
}

export function useDeleteResource() {
  return useAdminDelete({ path: PATH, invalidates: [LIST_KEY] });
}
