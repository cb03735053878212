import { createBrowserRouter, RouterProvider } from "react-router";
import { buildAppRoutes } from "./app-routes";
import { buildPageRoutes } from "./routes";

const router = createBrowserRouter(buildAppRoutes(buildPageRoutes()));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
