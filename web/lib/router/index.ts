/**
 * The app's router: a route table rendered from the address, links and navigation — the part of
 * react-router the app used, in a few KB (docs/decisions.md, "Our own router").
 */
export { Link, NavLink, type LinkProps, type NavLinkProps } from "./link";
export type { Location, Path, To } from "./location";
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from "./match-routes";
export { Navigate } from "./navigate";
export type { NavigationAction } from "./history";
export { useScrollRestoration } from "./scroll-restoration";
export { useBlocker, type BlockerState } from "./use-blocker";
export { useLocation, useNavigate, type NavigateFunction, type NavigateOptions } from "./router-context";
export { BrowserRouter, MemoryRouter, StaticRouter } from "./routers";
export { Outlet, Routes, useParams, useRoutes } from "./routes";
export { useSearchParams, type SetSearchParams } from "./search-params";
