import { COMMENT_AUTHOR_TOKEN_HEADER } from "../../../../contracts/comments";
import { ApiError } from "../../../lib/api";
import { readAuthorToken } from "./author-token";

interface Request {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
}

/** Like apiFetch, plus the author-token header (apiFetch takes no custom headers). */
export async function requestWithAuthorToken<T>(path: string, { method = "GET", body, signal }: Request = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  const token = readAuthorToken();
  if (token) headers[COMMENT_AUTHOR_TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "Network error");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readErrorBody(payload);
    throw new ApiError(response.status, error.code, error.message, error.details);
  }
  return payload as T;
}

function readErrorBody(payload: unknown): { code: string; message: string; details?: unknown } {
  if (typeof payload === "object" && payload !== null && "error" in payload) {
    const error: unknown = payload.error;
    if (typeof error === "object" && error !== null && "code" in error) {
      const message = "message" in error && typeof error.message === "string" ? error.message : "";
      const details = "details" in error ? error.details : undefined;
      return { code: String(error.code), message, details };
    }
  }
  return { code: "internal_error", message: "Unexpected answer from the server" };
}
