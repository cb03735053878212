import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";

/** The product's name in titles, feeds, e-mails and structured data. */
export const SITE_NAME = "Plataforma IA para Profesionales";

/** Hosts that mean "every interface": a browser reaches them as localhost. */
const WILDCARD_HOSTS = new Set(["", "0.0.0.0", "::", "[::]"]);

/**
 * The one origin every link, canonical URL, feed, e-mail and Origin check is built on:
 * PUBLIC_URL, else http://HOST:PORT as the server listens (localhost for a wildcard HOST).
 * Never the request's Host or X-Forwarded-Host: a forged header would otherwise send a
 * victim's e-mailed sign-in link to the attacker's site.
 */
export function deriveSiteOrigin(config: Pick<Config, "PUBLIC_URL" | "HOST" | "PORT">): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const host = WILDCARD_HOSTS.has(config.HOST) ? "localhost" : config.HOST;
  const isBareIpv6 = host.includes(":") && !host.startsWith("[");
  return new URL(`http://${isBareIpv6 ? `[${host}]` : host}:${config.PORT}`).origin;
}

/** Says once at start when production links fall back to the listening address. */
export function warnWithoutPublicUrl(
  config: Pick<Config, "NODE_ENV" | "PUBLIC_URL">,
  siteOrigin: string,
  log: Pick<FastifyBaseLogger, "warn">,
): void {
  if (config.NODE_ENV !== "production" || config.PUBLIC_URL) return;
  log.warn(
    `PUBLIC_URL is not set: e-mailed links, canonical URLs, RSS and the sitemap point to ${siteOrigin}. ` +
      "Set PUBLIC_URL to the address users reach (e.g. https://plataforma.example).",
  );
}
