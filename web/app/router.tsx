import { useState, type ComponentType } from "react";
import { BrowserRouter } from "../lib/router";
import { AppRoutes, buildAppRoutes } from "./app-routes";
import { buildPageRoutes } from "./routes";

interface AppRouterProps {
  /** The server-rendered page, already loaded, by route path (web/app/hydration.ts). */
  loaded?: ReadonlyMap<string, ComponentType>;
}

/** The browser's router over the app's route tree. */
export function AppRouter({ loaded }: AppRouterProps) {
  const [routes] = useState(() => buildAppRoutes(buildPageRoutes(loaded)));
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
