import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { TUploadedFile } from "../../../contracts/blog";
import { apiFetch } from "../api";
import { useAuth } from "../auth-context";
import { useDeleteErrorToast } from "../../ui/use-delete-error-toast";

/** One API call of a write: where, how and what. */
export interface AdminRequest {
  path: string;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
}

interface AdminMutationOptions<TVariables, TResult> {
  /** The call for these variables; a function of the token for writes that take more than one call. */
  request: (variables: TVariables) => AdminRequest | ((accessToken: string | null) => Promise<TResult>);
  /** The caches this write makes stale: the back office's list and the public reads that show it. */
  invalidates: readonly QueryKey[];
  /** Refresh also after a failure (a write in two calls may have done its first). */
  invalidatesOnFailure?: boolean;
  /** Before the refresh, with the answer (to seed a cache entry, for instance). */
  onSaved?: (result: TResult) => void;
  onError?: (error: Error) => void;
}

/** A back-office write with the admin's token; once it succeeds the named caches refresh. */
export function useAdminMutation<TVariables, TResult = unknown>({
  request,
  invalidates,
  invalidatesOnFailure = false,
  onSaved,
  onError,
}: AdminMutationOptions<TVariables, TResult>) {
  const { getAccessToken } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation<TResult, Error, TVariables>({
    mutationFn: async (variables) => {
      const accessToken = await getAccessToken();
      const call = request(variables);
      if (typeof call === "function") return call(accessToken);
      return apiFetch<TResult>(call.path, { method: call.method, body: call.body, accessToken });
    },
    onError,
    onSuccess: async (result) => {
      onSaved?.(result);
      if (!invalidatesOnFailure) await refresh();
    },
    onSettled: invalidatesOnFailure ? refresh : undefined,
  });
}

/** What a save is called with: no id creates, an id updates that row. */
export interface SaveVariables<TInput> {
  id?: string | null;
  input: TInput;
}

interface ResourceOptions {
  /** The collection's path: POST creates there, `path/id` updates and deletes. */
  path: string;
  invalidates: readonly QueryKey[];
}

/** A row's address in its collection; the id is escaped, whatever it is made of. */
function rowPath(path: string, id: string): string {
  return `${path}/${encodeURIComponent(id)}`;
}

/** Creates (POST `path`) or updates (PATCH, or PUT where the API replaces, `path/id`) a row. */
export function useAdminSave<TInput, TSaved>({
  path,
  invalidates,
  updateMethod = "PATCH",
}: ResourceOptions & { updateMethod?: "PATCH" | "PUT" }) {
  return useAdminMutation<SaveVariables<TInput>, TSaved>({
    request: ({ id, input }) =>
      id ? { path: rowPath(path, id), method: updateMethod, body: input } : { path, method: "POST", body: input },
    invalidates,
  });
}

/**
 * Deletes `path/id`. A refusal or a lost connection says so in a toast, unless the screen reports
 * failures itself (`reportsFailure: false`), so a row that stays is never a silent mystery.
 */
export function useAdminDelete({
  path,
  invalidates,
  reportsFailure = true,
}: ResourceOptions & { reportsFailure?: boolean }) {
  const showDeleteError = useDeleteErrorToast();
  return useAdminMutation<string, undefined>({
    request: (id) => ({ path: rowPath(path, id), method: "DELETE" }),
    invalidates,
    onError: reportsFailure ? showDeleteError : undefined,
  });
}

/** A file as the multipart body our upload endpoints read (one part named "file"). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append("file", file);
  return form;
}

/**
 * An image for the site (a blog cover, a product screenshot) through the file store: the server
 * checks the type from the bytes, writes WebP sizes and strips the metadata.
 */
export function useAdminImageUpload() {
  return useAdminMutation<File, TUploadedFile>({
    request: (file) => ({ path: "/api/admin/uploads", method: "POST", body: fileForm(file) }),
    invalidates: [],
  });
}
