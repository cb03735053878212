import { createContext, useContext, useMemo, type ReactNode } from "react";
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from "./match-routes";
import { useLocation } from "./router-context";

interface RouteLevel {
  /** What this level's <Outlet /> renders: the next matched route, if any. */
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteLevel>({ outlet: null, params: {} });

/**
 * Renders the routes the current address matches, each route's element around the next one's
 * (placed by <Outlet />), or nothing when none matches. Routes are not nested in other routes'
 * elements: one route table per app, with layouts as parent routes.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  return matches ? renderMatches(matches) : null;
}

/** The component form of useRoutes. */
export function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderMatches(matches: RouteMatch[]): ReactNode {
  // No key and the same element types whatever the route: React keeps each level (and its
  // Suspense boundary) across navigations, so a transition keeps the old page while the next loads.
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>{route.element === undefined ? outlet : route.element}</RouteContext>
    ),
    null,
  );
}

/** Where a layout route renders the matched child route. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The matched route's parameters, decoded (`:slug` → `params.slug`, a splat → `params["*"]`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}
