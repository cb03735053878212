import type { ReactNode } from "react";
import { useTranslation } from "../lib/translation/use-translation";
import type { LucideIcon } from "lucide-react";
import { Button } from "./button";
import { Skeleton } from "./skeleton";

/** Placeholder rows while a list loads, announced once as loading. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t("loading")} data-placeholder="list" className="space-y-2">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-border p-8 text-center text-sm text-muted">
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        {t("actions.retry")}
      </Button>
    </div>
  );
}

export function ListEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-10 text-center text-sm text-muted">
      <Icon className="h-8 w-8" aria-hidden="true" />
      {children}
    </div>
  );
}

/** While an app's words load from the API: the skeleton; when they could not be fetched: why, and a retry. */
export function ContentStatus({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return isError ? <ListError message={t("appContent.error")} onRetry={onRetry} /> : <ListSkeleton />;
}
