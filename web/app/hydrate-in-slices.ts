import { startTransition, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";

/**
 * Hydrates the server's markup as a transition: React works in slices of a few milliseconds and
 * yields to the browser between them, so hydrating a page makes no long task (total
 * blocking time). Hydrated at the default priority, the whole page was one task.
 */
export function hydrateInSlices(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error("startTransition did not run its callback");
  return root;
}
