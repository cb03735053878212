import type { FastifyRequest } from "fastify";
import type { Config } from "../config";

/**
 * The origin links and redirects are built on: PUBLIC_URL, else the request's own origin.
 * Production should set PUBLIC_URL: without it the Host header decides where e-mailed links
 * point, and a forged Host could send a victim's link elsewhere.
 */
export function findSiteOrigin(request: FastifyRequest, config: Config): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

function allowedOrigins(request: FastifyRequest, config: Config): Set<string> {
  const origins = new Set<string>([findSiteOrigin(request, config)]);
  for (const origin of config.ALLOWED_ORIGINS) {
    const parsed = parseOrigin(origin);
    if (parsed) origins.add(parsed);
  }
  return origins;
}

/** A request with no Origin header (server-to-server, tests) is allowed; browsers always send one. */
export function isRequestOriginAllowed(request: FastifyRequest, config: Config): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return allowedOrigins(request, config).has(origin);
}

/**
 * `redirectTo` when it points at an allowed origin, else `fallbackPath` on the site origin, so
 * e-mailed links never send a session to somebody else's site.
 */
export function resolveRedirect(
  request: FastifyRequest,
  config: Config,
  redirectTo: string | undefined,
  fallbackPath: string,
): string {
  const siteOrigin = findSiteOrigin(request, config);
  if (redirectTo) {
    try {
      const url = new URL(redirectTo, siteOrigin);
      if (allowedOrigins(request, config).has(url.origin)) return url.toString();
    } catch {
      // Not a URL: fall through to the default.
    }
  }
  return new URL(fallbackPath, siteOrigin).toString();
}

function parseOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}
