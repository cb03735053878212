import type { HTMLAttributes } from "react";
import { cn } from "../lib/cn";

/** A grey shape that pulses while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-slate-200/80", className)} {...props} />;
}
