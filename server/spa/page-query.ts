import { NEWSLETTER_RESULT_PARAM } from "../../contracts/newsletter";
import { LANGUAGE_QUERY } from "./language";

/**
 * The query parameters some page reads (web/: useSearchParams and window.location.search): the
 * blog list's page and search, back-office tabs and editor, the e-mailed links' results, the
 * contact form's subject, the plan just bought. Every other parameter (utm_…, fbclid, a
 * crawler's random ones) changes nothing a page shows, so it is dropped before rendering and
 * from the page cache's key: one page per address, not one per campaign link.
 */
const PAGE_QUERY_PARAMS = new Set([
  "page",
  "q",
  "tab",
  "edit",
  "type",
  "token_hash",
  "code",
  "plan",
  "tipo",
  NEWSLETTER_RESULT_PARAM,
  LANGUAGE_QUERY,
]);

/** The address with only the parameters a page reads, in a fixed order; `lng` kept or not. */
export function pageAddress(url: string, { keepLanguage }: { keepLanguage: boolean }): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const kept = [...new URLSearchParams(url.slice(query + 1))]
    .filter(([name]) => PAGE_QUERY_PARAMS.has(name) && (keepLanguage || name !== LANGUAGE_QUERY))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rest = new URLSearchParams(kept).toString();
  return rest ? `${url.slice(0, query)}?${rest}` : url.slice(0, query);
}
