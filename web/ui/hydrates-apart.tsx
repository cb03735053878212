import { Suspense, type ReactNode } from "react";

/**
 * A section below the fold that hydrates in a task of its own, after what comes before it. The
 * server's HTML is on screen meanwhile, so one long hydration task becomes several short ones.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
