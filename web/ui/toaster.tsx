import { lazy, Suspense, useSyncExternalStore } from "react";

// sonner (~10 KB gzipped) is only downloaded when a toast is first shown (web/ui/toast.ts); it
// replays toasts created before its Toaster subscribed, so the first one is not lost.
const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let isRequested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (isRequested) return;
  isRequested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where toasts appear; mounted once the first toast asks for it. */
export function Toaster() {
  const isShown = useSyncExternalStore(
    subscribe,
    () => isRequested,
    () => false,
  );
  if (!isShown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster richColors position="top-center" closeButton />
    </Suspense>
  );
}
