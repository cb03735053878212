import { useTranslation } from "../lib/translation/use-translation";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

interface PaginationProps {
  /** From 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-3 pt-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t("actions.previous")}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        {t("pagination.page", { page, total: pageCount })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t("actions.next")}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
