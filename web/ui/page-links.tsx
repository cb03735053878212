import { Link } from "../lib/router";
import { useTranslation } from "../lib/translation/use-translation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../lib/cn";

/** Page numbers around the current one, with gaps for long runs: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = [...new Set([1, pageCount, page - 1, page, page + 1])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const [index, value] of pages.entries()) {
    const previous = pages[index - 1];
    if (previous !== undefined && value - previous > 1) result.push("gap");
    result.push(value);
  }
  return result;
}

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border border-border px-3 text-sm font-medium transition-colors hover:bg-surface-muted";

/**
 * Pagination as real links (`?page=2`), so a page can be reloaded, shared and crawled; the
 * button-based `Pagination` suits local state in the back office.
 */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
  className,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t("pagination.label")}
      className={cn("flex flex-wrap items-center justify-center gap-2", className)}
    >
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={ITEM} aria-label={t("actions.previous")} rel="prev">
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
      {pageWindow(page, pageCount).map((entry, index) =>
        entry === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={entry}
            to={hrefFor(entry)}
            aria-label={t("pagination.page", { page: entry, total: pageCount })}
            aria-current={entry === page ? "page" : undefined}
            className={cn(
              ITEM,
              entry === page && "border-accent bg-accent text-accent-foreground hover:bg-accent-hover",
            )}
          >
            {entry}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={ITEM} aria-label={t("actions.next")} rel="next">
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      )}
    </nav>
  );
}
