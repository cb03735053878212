import type { ReactNode } from "react";
import { useRoutes, type RouteObject } from "../lib/router";
import { ErrorBoundary } from "./error-screen";
import { HydrationGate } from "./hydration-gate";
import { AppLayout } from "./layout/app-layout";

/**
 * The app's route tree: every page inside the layout, and the fallback error screen if the layout
 * breaks (each page has its own boundary inside the layout, which a navigation clears).
 */
export function buildAppRoutes(pages: RouteObject[], layout: ReactNode = <AppLayout />): RouteObject[] {
  // The shell (navbar, footer) waits for its own hydration like each page does (HydrationGate).
  return [
    {
      element: (
        <ErrorBoundary>
          <HydrationGate>{layout}</HydrationGate>
        </ErrorBoundary>
      ),
      children: pages,
    },
  ];
}

/**
 * Renders the route tree inside whichever router holds the address (BrowserRouter in the browser,
 * StaticRouter on the server, MemoryRouter in tests), all from web/lib/router.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
