import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** A friendly box for empty results and load errors, with an optional action. */
export function BlogStateMessage({
  icon,
  title,
  text,
  action,
  isError = false,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
  isError?: boolean;
}) {
  return (
    <div
      role={isError ? "alert" : "status"}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface-muted px-6 py-12 text-center"
    >
      <span
        className={cn(
          "flex h-12 w-12 items-center justify-center rounded-xl",
          isError ? "bg-red-50 text-red-600" : "bg-accent-soft text-accent",
        )}
      >
        {icon}
      </span>
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="max-w-md text-muted">{text}</p>}
      {action}
    </div>
  );
}
