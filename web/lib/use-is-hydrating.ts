import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * True while React renders on the server or hydrates that markup, false once this component is
 * hydrated (it then re-renders), and always false in a browser-only render.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
