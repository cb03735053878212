import { createBrowserRouter, RouterProvider } from "react-router";
import { AppLayout } from "./layout/app-layout";
import { buildPageRoutes } from "./routes";

const router = createBrowserRouter([{ element: <AppLayout />, children: buildPageRoutes() }]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
