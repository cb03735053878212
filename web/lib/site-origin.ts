/**
 * The site's origin for absolute links (share links): the address bar's in the browser; the
 * configured origin when the server renders, which the browser keeps while it hydrates that page.
 */
let siteOrigin = typeof window === "undefined" ? "" : window.location.origin;

export function getSiteOrigin(): string {
  return siteOrigin;
}

export function setSiteOrigin(origin: string): void {
  siteOrigin = origin;
}
