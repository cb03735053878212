import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import { Inbox, RefreshCw, TriangleAlert } from "lucide-react";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";

/** Rows of placeholders while a back-office list loads. */
export function RowsSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{t("loading")}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function PanelError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800"
    >
      <TriangleAlert className="h-6 w-6" aria-hidden="true" />
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t("actions.retry")}
      </Button>
    </div>
  );
}

export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface-muted p-10 text-center text-muted"
    >
      <Inbox className="h-6 w-6" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
