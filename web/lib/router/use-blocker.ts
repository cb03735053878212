import { useEffect, useState } from "react";
import { useRouterHistory } from "./router-context";

export interface BlockerState {
  /** A navigation is held, waiting for proceed or reset. */
  isBlocked: boolean;
  /** Lets the held navigation go on. */
  proceed: () => void;
  /** Drops the held navigation: the page stays. */
  reset: () => void;
}

/**
 * While `when` is true, every navigation away (links, redirects, back and forward) is held until
 * the page calls proceed or reset, e.g. from a "leave without saving?" dialog.
 */
export function useBlocker(when: boolean): BlockerState {
  const history = useRouterHistory();
  const [held, setHeld] = useState<(() => void) | null>(null);
  useEffect(() => {
    if (!when) return;
    return history.block((proceed) => {
      setHeld(() => proceed);
      return true;
    });
  }, [history, when]);
  return {
    isBlocked: held !== null,
    proceed: () => {
      setHeld(null);
      held?.();
    },
    reset: () => setHeld(null),
  };
}
