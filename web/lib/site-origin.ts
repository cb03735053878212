/**
 * The site's origin for absolute links (share links, the integration snippets): the configured
 * origin (PUBLIC_URL) the server wrote into the page's canonical link, or gives a page it renders,
 * which the browser keeps while it hydrates; the address bar's only when the page names none.
 */
let siteOrigin = typeof window === "undefined" ? "" : (canonicalOrigin() ?? window.location.origin);

export function getSiteOrigin(): string {
  return siteOrigin;
}

export function setSiteOrigin(origin: string): void {
  siteOrigin = origin;
}

function canonicalOrigin(): string | undefined {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");
  if (!href) return undefined;
  try {
    return new URL(href).origin;
  } catch {
    return undefined;
  }
}
