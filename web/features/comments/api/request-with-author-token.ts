import { COMMENT_AUTHOR_TOKEN_HEADER } from "../../../../contracts/comment-limits";
import { apiFetch } from "../../../lib/api";
import { readAuthorToken } from "./author-token";

interface Request {
  method?: "GET" | "POST";
  body?: unknown;
  signal?: AbortSignal;
}

/** apiFetch plus this browser's author token, so the server shows it its own pending comments. */
export function requestWithAuthorToken<T>(path: string, request: Request = {}): Promise<T> {
  const token = readAuthorToken();
  return apiFetch<T>(path, { ...request, headers: token ? { [COMMENT_AUTHOR_TOKEN_HEADER]: token } : undefined });
}
