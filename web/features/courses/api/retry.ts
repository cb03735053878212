import { ApiError } from "../../../lib/api";

/** Retries a failed read once, but never a refusal (401, 403, 404): it would not change. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
