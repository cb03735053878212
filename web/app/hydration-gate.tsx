import { useEffect, type ReactNode } from "react";
import { useIsHydrating } from "../lib/use-is-hydrating";

/**
 * Marks a server-rendered page as disabled until its boundary is hydrated and its handlers are
 * attached, so a click or typing that comes too early waits instead of being lost. It takes no
 * room in the layout (display: contents).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const isHydrating = useIsHydrating();
  useEffect(() => {
    if (!isHydrating) markHydratedOnceSettled();
  }, [isHydrating]);
  return (
    <div
      className="contents"
      data-hydration-gate=""
      aria-disabled={isHydrating || undefined}
      aria-busy={isHydrating || undefined}
    >
      {children}
    </div>
  );
}

/**
 * Sets `data-hydrated` on <html> once no gate waits for its hydration any more: the whole page
 * answers clicks and keys. End-to-end tests wait for it (e2e/fixtures/hydration.ts).
 */
function markHydratedOnceSettled(): void {
  if (document.querySelector("[data-hydration-gate][aria-busy]")) return;
  document.documentElement.dataset.hydrated = "true";
}
