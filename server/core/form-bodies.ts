import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors";

const FORM_TYPE = "application/x-www-form-urlencoded";

/**
 * Parses HTML form posts into a plain object (a repeated field keeps its last value), for the
 * listed routes of the calling plugin only: the e-mailed links' landing pages, whose button
 * posts a form, and RFC 8058 one-click unsubscribe. Every other route answers a form post 415:
 * a form is the one body another site can make a browser send without asking (no CORS
 * preflight), so a sign-in or sign-up must not accept one.
 *
 * A form post a browser sends from another site (its Origin, or Sec-Fetch-Site, says so) is
 * refused with 403 even on those routes: a page elsewhere could otherwise post a link of the
 * attacker's own account and sign the visitor into it (login CSRF). Posts without those headers
 * (mail providers' one-click unsubscribe, scripts) pass: no browser, no visitor to trick.
 */
export function acceptFormBodies(app: FastifyInstance, routes: readonly string[], siteOrigin: string): void {
  const accepted = new Set(routes);
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string", bodyLimit: 16 * 1024 }, (request, body, done) => {
    if (!accepted.has(request.routeOptions.url ?? "")) {
      done(new AppError(415, "unsupported_media_type", "This endpoint takes JSON, not a form"), undefined);
    } else if (isCrossSite(request, siteOrigin)) {
      done(new AppError(403, "forbidden", "A form sent from another site is not accepted"), undefined);
    } else {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    }
  });
}

/** True when the request came from an HTML form, which wants a redirect rather than JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === FORM_TYPE;
}

function isCrossSite(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  // A browser that says where the post came from is believed: Chromium sends `Origin: null` on a
  // same-origin post from a page whose Referrer-Policy is no-referrer.
  if (fetchSite !== undefined) return fetchSite !== "same-origin";
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== siteOrigin && origin !== `${request.protocol}://${request.host}`;
}
