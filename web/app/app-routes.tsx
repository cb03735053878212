import type { ReactNode } from "react";
import type { RouteObject } from "react-router";
import { RouteErrorScreen } from "./error-screen";
import { HydrationGate } from "./hydration-gate";
import { AppLayout } from "./layout/app-layout";

/** The app's route tree: every page inside the layout, and the spec's error screen if the layout breaks. */
export function buildAppRoutes(pages: RouteObject[], layout: ReactNode = <AppLayout />): RouteObject[] {
  // The shell (navbar, footer) waits for its own hydration like each page does (HydrationGate).
  return [{ element: <HydrationGate>{layout}</HydrationGate>, errorElement: <RouteErrorScreen />, children: pages }];
}
