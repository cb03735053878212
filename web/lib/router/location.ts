/** Where the app is: the URL's parts, the state a navigation carried, and a key per history entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A link's or navigation's destination: a URL string, or some of its parts (the rest from the current address). */
export type To = string | Partial<Path>;

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): left to the browser. */
export function isAbsoluteUrl(to: To): to is string {
  return typeof to === "string" && /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(to);
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashIndex = rest.indexOf("#");
  if (hashIndex >= 0) {
    parsed.hash = rest.slice(hashIndex);
    rest = rest.slice(0, hashIndex);
  }
  const searchIndex = rest.indexOf("?");
  if (searchIndex >= 0) {
    parsed.search = rest.slice(searchIndex);
    rest = rest.slice(0, searchIndex);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  let path = pathname;
  if (search && search !== "?") path += search.startsWith("?") ? search : `?${search}`;
  if (hash && hash !== "#") path += hash.startsWith("#") ? hash : `#${hash}`;
  return path;
}

/**
 * The absolute path `to` leads to from `currentPathname`, as react-router resolves it: a missing
 * pathname keeps the current one (so "?page=2" and `{ hash }` stay on the page) while search and
 * hash are only what `to` says; a relative pathname is resolved against the current one as a
 * directory ("..", "." understood).
 */
export function resolveTo(to: To, currentPathname: string): Path {
  const { pathname, search = "", hash = "" } = typeof to === "string" ? parsePath(to) : to;
  return {
    pathname: pathname ? resolvePathname(pathname.replace(/[\\/]{2,}/g, "/"), currentPathname) : currentPathname,
    search: search === "?" ? "" : search && !search.startsWith("?") ? `?${search}` : search,
    hash: hash === "#" ? "" : hash && !hash.startsWith("#") ? `#${hash}` : hash,
  };
}

function resolvePathname(pathname: string, from: string): string {
  const isAbsolute = pathname.startsWith("/");
  const segments = isAbsolute ? [""] : from.replace(/\/+$/, "").split("/");
  for (const segment of (isAbsolute ? pathname.slice(1) : pathname).split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") {
      segments.push(segment);
    }
  }
  return segments.length > 1 ? segments.join("/") : "/";
}
