import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TUploadedFile } from "../../../../contracts/blog";
import type { TAdminSoftware, TSoftwareInput } from "../../../../contracts/software";
import { apiFetch } from "../../../lib/api";
import { useAuth } from "../../../lib/auth-context";
import { useDeleteErrorToast } from "../../../ui/use-delete-error-toast";

const LIST_KEY = ["admin", "software"] as const;

/** Every product, drafts included (admins only). */
export function useAdminSoftware() {
  const { getAccessToken } = useAuth();
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async ({ signal }) =>
      apiFetch<{ products: TAdminSoftware[] }>("/api/admin/software", { signal, accessToken: await getAccessToken() }),
  });
}

/** Creates (no id) or updates a product. */
export function useSaveSoftware() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: TSoftwareInput }) =>
      apiFetch<TAdminSoftware>(id ? `/api/admin/software/${id}` : "/api/admin/software", {
        method: id ? "PATCH" : "POST",
        body: input,
        accessToken: await getAccessToken(),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ["software"] }),
      ]),
  });
}

export function useDeleteSoftware() {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const showDeleteError = useDeleteErrorToast();
  return useMutation({
    mutationFn: async (id: string) =>
      apiFetch<undefined>(`/api/admin/software/${id}`, { method: "DELETE", accessToken: await getAccessToken() }),
    onError: showDeleteError,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LIST_KEY }),
        queryClient.invalidateQueries({ queryKey: ["software"] }),
      ]),
  });
}

/** A screenshot goes through the file store like a blog cover (WebP sizes, metadata stripped). */
export function useUploadScreenshot() {
  const { getAccessToken } = useAuth();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiFetch<TUploadedFile>("/api/admin/uploads", {
        method: "POST",
        body: form,
        accessToken: await getAccessToken(),
      });
    },
  });
}
