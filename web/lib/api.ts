/** An error answered by our API: `{ error: { code, message, details } }` (docs/architecture.md). */
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
  /** Sent as JSON, or as multipart when it is a FormData (the browser then sets the boundary). */
  body?: unknown;
  /** The signed-in user's access token, sent as a bearer token. */
  accessToken?: string | null;
  /** Extra headers, merged over the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** Where API calls go: the network in the browser; the server's own app when it renders a page. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Calls our API and returns the JSON body; any non-2xx answer becomes an ApiError. */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, "application/json");
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => undefined)) as T;
}

/** Like apiFetch, for a file answer (CSV export): the body as a Blob. */
export async function apiFetchBlob(path: string, request: ApiRequest & { accept: string }): Promise<Blob> {
  const response = await send(path, request, request.accept);
  return response.blob();
}

async function send(
  path: string,
  { method = "GET", body, accessToken, headers, signal }: ApiRequest,
  accept: string,
): Promise<Response> {
  // A FormData goes as is: fetch writes the multipart content type with its boundary.
  const payload = body instanceof FormData || body === undefined ? body : JSON.stringify(body);
  const allHeaders: Record<string, string> = { accept };
  if (typeof payload === "string") allHeaders["content-type"] = "application/json";
  if (accessToken) allHeaders.authorization = `Bearer ${accessToken}`;
  Object.assign(allHeaders, headers);
  let response: Response;
  try {
    response = await transport(path, { method, headers: allHeaders, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "Network error");
  }
  if (!response.ok) {
    const error = readError(await response.json().catch(() => undefined));
    throw new ApiError(response.status, error.code, error.message, error.details);
  }
  return response;
}

function readError(payload: unknown): { code: string; message: string; details?: unknown } {
  if (payload && typeof payload === "object" && "error" in payload) {
    const { error } = payload;
    if (error && typeof error === "object" && "code" in error) {
      const { code, message, details } = error as {
        code: unknown;
        message?: unknown;
        details?: unknown;
      };
      return { code: String(code), message: typeof message === "string" ? message : "", details };
    }
  }
  return { code: "internal_error", message: "Unexpected answer from the server" };
}
