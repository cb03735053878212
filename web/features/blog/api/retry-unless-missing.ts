import { ApiError } from "../../../lib/api";

/** Retries a failed read once, but never a 404: a missing post or category will not appear. */
export function retryUnlessMissing(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status === 404) return false;
  return failureCount < 1;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
