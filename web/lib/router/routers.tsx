import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { createBrowserHistory, createMemoryHistory, createStaticHistory, type History } from "./history";
import type { Location } from "./location";
import { RouterContext } from "./router-context";

/**
 * Follows a history. Each change of address renders in a transition, as react-router's routers
 * do: navigating to a lazy page keeps the current page on screen until the new one can render,
 * instead of showing its Suspense placeholder.
 */
function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => history.listen((next) => startTransition(() => setLocation(next))), [history]);
  const router = useMemo(() => ({ location, history }), [location, history]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

/** The browser's router: the address bar, links and back/forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

interface MemoryRouterProps {
  children: ReactNode;
  /** The entries the history starts with (default `["/"]`), each a path or a location. */
  initialEntries?: (string | Partial<Location>)[];
  /** The entry shown first (default the last). */
  initialIndex?: number;
}

/** A router whose history lives in memory, for tests. */
export function MemoryRouter({ children, initialEntries, initialIndex }: MemoryRouterProps) {
  const [history] = useState(() => createMemoryHistory(initialEntries, initialIndex));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The server's router: one fixed address (`/blog?page=2`) for the whole render. */
export function StaticRouter({ location, children }: { location: string | Partial<Location>; children: ReactNode }) {
  const router = useMemo(() => {
    const history = createStaticHistory(location);
    return { location: history.location, history };
  }, [location]);
  return <RouterContext value={router}>{children}</RouterContext>;
}
