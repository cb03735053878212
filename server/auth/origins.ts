import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context";

function allowedOrigins(context: AppContext): Set<string> {
  const origins = new Set<string>([context.siteOrigin]);
  for (const origin of context.config.ALLOWED_ORIGINS) {
    const parsed = parseOrigin(origin);
    if (parsed) origins.add(parsed);
  }
  return origins;
}

/**
 * The site origin or one of ALLOWED_ORIGINS, never the request's own Host. A request with no
 * Origin header (server-to-server, tests) is allowed; browsers always send one.
 */
export function isRequestOriginAllowed(request: FastifyRequest, context: AppContext): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return allowedOrigins(context).has(origin);
}

/**
 * `redirectTo` when it points at an allowed origin, else `fallbackPath` on the site origin, so
 * e-mailed links never send a session to somebody else's site.
 */
export function resolveRedirect(context: AppContext, redirectTo: string | undefined, fallbackPath: string): string {
  if (redirectTo) {
    try {
      const url = new URL(redirectTo, context.siteOrigin);
      if (allowedOrigins(context).has(url.origin)) return url.toString();
    } catch {
      // Not a URL: fall through to the default.
    }
  }
  return new URL(fallbackPath, context.siteOrigin).toString();
}

function parseOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
