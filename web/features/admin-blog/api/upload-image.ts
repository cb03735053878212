import { useMutation } from "@tanstack/react-query";
import type { TUploadedFile } from "../../../../contracts/blog";
import { ApiError } from "../../../lib/api";
import { useAccessToken } from "../hooks/use-access-token";

/** Sends an image as multipart (apiFetch only speaks JSON); the server checks the type from the bytes. */
export async function uploadImage(accessToken: string | null, file: File): Promise<TUploadedFile> {
  const form = new FormData();
  form.append("file", file);
  const headers: Record<string, string> = { accept: "application/json" };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch("/api/admin/uploads", { method: "POST", headers, body: form });
  } catch {
    throw new ApiError(0, "network", "Network error");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = typeof payload === "object" && payload !== null && "error" in payload ? payload.error : undefined;
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "internal_error";
    throw new ApiError(response.status, code, "Upload failed");
  }
  return payload as TUploadedFile;
}

export function useUploadImage() {
  const accessToken = useAccessToken();
  return useMutation({ mutationFn: (file: File) => uploadImage(accessToken, file) });
}
