import { useCallback } from "react";
import { useLocation, useSearchParams } from "../../../lib/router";

/** The page (?page=) and search text (?q=) of a blog listing, kept in the URL so a reload keeps them. */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const parsed = Number.parseInt(searchParams.get("page") ?? "1", 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const query = searchParams.get("q")?.trim() ?? "";

  const hrefFor = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target > 1) next.set("page", String(target));
      else next.delete("page");
      const text = next.toString();
      return text ? `${pathname}?${text}` : pathname;
    },
    [searchParams, pathname],
  );

  const setQuery = useCallback(
    (text: string) => {
      const next = new URLSearchParams();
      if (text) next.set("q", text);
      setSearchParams(next);
    },
    [setSearchParams],
  );

  return { page, query, hrefFor, setQuery };
}
