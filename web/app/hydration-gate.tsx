import type { ReactNode } from "react";
import { useIsHydrating } from "../lib/use-is-hydrating";

/**
 * Marks a server-rendered page as disabled until its boundary is hydrated and its handlers are
 * attached, so a click or typing that comes too early waits instead of being lost. It takes no
 * room in the layout (display: contents).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const isHydrating = useIsHydrating();
  return (
    <div className="contents" aria-disabled={isHydrating || undefined} aria-busy={isHydrating || undefined}>
      {children}
    </div>
  );
}
