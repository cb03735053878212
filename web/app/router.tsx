import type { ComponentType } from "react";
import { createBrowserRouter, RouterProvider } from "react-router";
import { buildAppRoutes } from "./app-routes";
import { buildPageRoutes } from "./routes";

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router; `loaded` holds the server-rendered page, already loaded, by route path. */
export function createAppRouter(loaded?: ReadonlyMap<string, ComponentType>): AppRouter {
  return createBrowserRouter(buildAppRoutes(buildPageRoutes(loaded)));
}

export function AppRouter({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
