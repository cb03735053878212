/**
 * The headers every answer carries. They never vary by request, so they are written out once
 * here instead of being rebuilt per request by a middleware chain (a cached public
 * read spent a tenth of its time there). The values are helmet's defaults, with our CSP
 * additions and our Permissions-Policy.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob: https:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' https: 'unsafe-inline'",
  // blob: lets the lesson editor read a chosen video's length before uploading it.
  "media-src 'self' blob:",
  "connect-src 'self'",
].join(";");

/** No page of ours uses these browser features; an injected script cannot either. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()";

const HSTS = "max-age=31536000; includeSubDomains";

/** HSTS only when the site is reached over HTTPS: a plain-HTTP localhost must keep working. */
export function securityHeaders({ isHttps }: { isHttps: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(isHttps ? { "strict-transport-security": HSTS } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    "permissions-policy": PERMISSIONS_POLICY,
  });
}
