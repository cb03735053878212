/** An error answered by our API: `{ error: { code, message, details } }` (DESIGN.md). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** The signed-in user's access token, sent as a bearer token. */
  accessToken?: string | null;
  signal?: AbortSignal;
}

/** Calls our API and returns the JSON body; any non-2xx answer becomes an ApiError. */
export async function apiFetch<T>(path: string, { method = "GET", body, accessToken, signal }: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "Network error");
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = readError(payload);
    throw new ApiError(response.status, error.code, error.message, error.details);
  }
  return payload as T;
}

function readError(payload: unknown): { code: string; message: string; details?: unknown } {
  if (payload && typeof payload === "object" && "error" in payload) {
    const { error } = payload;
    if (error && typeof error === "object" && "code" in error) {
      const { code, message, details } = error as { code: unknown; message?: unknown; details?: unknown };
      return { code: String(code), message: typeof message === "string" ? message : "", details };
    }
  }
  return { code: "internal_error", message: "Unexpected answer from the server" };
}
