import { createContext, useCallback, useContext } from "react";
import type { History } from "./history";
import { resolveTo, type Location, type To } from "./location";

export interface RouterState {
  location: Location;
  history: History;
}

export const RouterContext = createContext<RouterState | null>(null);

function useRouter(hookName: string): RouterState {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error(`${hookName}() must be used inside a router (BrowserRouter, MemoryRouter or StaticRouter)`);
  return router;
}

/** The router's history, for hooks that need the address as it is now rather than as last rendered. */
export function useRouterHistory(): History {
  return useRouter("useRouterHistory").history;
}

export function useLocation(): Location {
  return useRouter("useLocation").location;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Back (-1) or forward through the history. */
  (delta: number): void;
}

/**
 * Navigates from the current address (relative destinations such as "?page=2" resolve against it).
 * The function keeps its identity while the router lives, so effects may depend on it.
 */
export function useNavigate(): NavigateFunction {
  const { history } = useRouter("useNavigate");
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === "number") {
        history.go(to);
        return;
      }
      const path = resolveTo(to, history.location.pathname);
      if (options.replace) history.replace(path, options.state);
      else history.push(path, options.state);
    },
    [history],
  );
}
