import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RouteErrorScreen } from "./error-screen";
import { AppLayout } from "./layout/app-layout";

/** The app's route tree: every page inside the layout, and the spec's error screen if the layout breaks. */
export function buildAppRoutes(pages: RouteObject[], layout: ReactNode = <AppLayout />): RouteObject[] {
  return [{ element: layout, errorElement: <RouteErrorScreen />, children: pages }];
}
