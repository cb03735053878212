import { ApiError } from "../../../lib/api";

/** Extra fields a function refusal may carry (contracts/auth.ts `FunctionErrorBody`). */
export interface FunctionErrorDetails {
  reasons?: string[];
  retry_after_seconds?: number;
}

interface FunctionRequest {
  body?: unknown;
  accessToken?: string | null;
}

/**
 * Calls a server function (`/api/functions/<name>`). A refusal answers a
 * flat `{ error, code, reason }` body, which becomes an ApiError with that code.
 */
export async function callFunction<T>(name: string, { body, accessToken }: FunctionRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch(`/api/functions/${name}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
  } catch {
    throw new ApiError(0, "network", "Network error");
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  throw toFunctionError(response.status, payload);
}

function toFunctionError(status: number, payload: unknown): ApiError {
  const fallbackCode = status >= 500 ? "service_unavailable" : "internal_error";
  if (!payload || typeof payload !== "object") return new ApiError(status, fallbackCode, `HTTP ${status}`);
  const body = payload as Record<string, unknown>;
  // The app-wide shape `{ error: { code, message } }` can still answer before a function runs.
  const nested =
    typeof body.error === "object" && body.error !== null ? (body.error as Record<string, unknown>) : undefined;
  const code = [body.code, body.reason, nested?.code].find((value) => typeof value === "string");
  const message = [body.error, body.message, nested?.message].find((value) => typeof value === "string");
  const details: FunctionErrorDetails = {};
  if (Array.isArray(body.reasons)) details.reasons = body.reasons.filter((reason) => typeof reason === "string");
  if (typeof body.retry_after_seconds === "number") details.retry_after_seconds = body.retry_after_seconds;
  return new ApiError(
    status,
    typeof code === "string" ? code : fallbackCode,
    typeof message === "string" ? message : "",
    details,
  );
}
