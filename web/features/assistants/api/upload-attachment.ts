import type { TAttachment } from "../../../../contracts/assistants";
import { ApiError } from "../../../lib/api";

/**
 * Uploads one chat attachment (multipart `file`), reporting progress from 0 to 1. XMLHttpRequest
 * rather than fetch: fetch cannot report upload progress.
 */
export function uploadAttachment(
  file: File,
  {
    accessToken,
    durationSeconds,
    onProgress,
    signal,
  }: {
    accessToken: string | null;
    durationSeconds?: number;
    onProgress: (fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<TAttachment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/assistants/attachments");
    request.setRequestHeader("accept", "application/json");
    if (accessToken) request.setRequestHeader("authorization", `Bearer ${accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201) {
        resolve(body as TAttachment);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
      reject(new ApiError(request.status, error?.code ?? "upload_error", error?.message ?? "", error?.details));
    };
    request.onerror = () => reject(new ApiError(0, "network", "Network error"));
    signal?.addEventListener("abort", () => request.abort());
    const form = new FormData();
    if (durationSeconds !== undefined) form.append("durationSeconds", String(durationSeconds));
    form.append("file", file);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** An audio or video file's duration as the browser reads it; undefined when it cannot. */
export function readMediaDuration(file: File): Promise<number | undefined> {
  if (!file.type.startsWith("audio/") && !file.type.startsWith("video/")) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith("audio/") ? "audio" : "video");
    const url = URL.createObjectURL(file);
    const done = (value: number | undefined) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    element.preload = "metadata";
    element.onloadedmetadata = () => done(Number.isFinite(element.duration) ? element.duration : undefined);
    element.onerror = () => done(undefined);
    element.src = url;
  });
}
