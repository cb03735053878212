import { useMutation } from "@tanstack/react-query";
import type { TUploadedFile } from "../../../../contracts/blog";
import { apiFetch } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";

/** Sends an image as multipart; the server checks the type from the bytes. */
export function uploadImage(accessToken: string | null, file: File): Promise<TUploadedFile> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch<TUploadedFile>("/api/admin/uploads", { method: "POST", body: form, accessToken });
}

export function useUploadImage() {
  const accessToken = useAccessToken();
  return useMutation({ mutationFn: (file: File) => uploadImage(accessToken, file) });
}
