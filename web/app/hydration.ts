import type { ComponentType } from "react";
import { matchRoutes } from "../lib/router";
import type { DehydratedState } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { loadGuards, NOT_FOUND_PATH, NotFoundPage, PAGE_ROUTES, type Guard, type LazyPage } from "./routes";

/** What the server put beside a rendered page (server/spa/render.ts). */
export interface ServerPageState {
  queryState: DehydratedState;
  namespaces: string[];
  origin: string;
  /** The dates and prices the server formatted for the page (web/lib/formatted-labels.tsx). */
  labels?: Record<string, string>;
  /** The page's chunks and catalogues (server/spa/preload.ts), fetched together rather than one import at a time. */
  preloads?: string[];
}

export const PAGE_STATE_ELEMENT_ID = "page-state";

export function readServerPageState(): ServerPageState | undefined {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerPageState;
  } catch {
    return undefined;
  }
}

/** The guards' module, as Vite's build manifest names it (preloaded with a guarded page's chunk). */
export const GUARDS_MODULE = "app/guards.tsx";

/** The page an address shows, by its route path (`*` for the 404 page); the server preloads its chunk. */
export function findPageRoute(pathname: string): { path: string; page: LazyPage; guard?: Guard } {
  const routes = [...PAGE_ROUTES.map(({ path }) => ({ path })), { path: NOT_FOUND_PATH }];
  const path = matchRoutes(routes, pathname)?.at(-1)?.route.path ?? NOT_FOUND_PATH;
  const route = PAGE_ROUTES.find((each) => each.path === path);
  return { path, page: route?.page ?? NotFoundPage, guard: route?.guard };
}

/** The source modules of the page an address shows: its own, and the guards' when it has one. */
export function listPageModules(pathname: string): string[] {
  const { page, guard } = findPageRoute(pathname);
  return guard ? [page.module, GUARDS_MODULE] : [page.module];
}

/**
 * Loads the page chunk of the address (and the guards, for a guarded page), so hydration renders
 * it at once instead of suspending.
 */
export async function loadCurrentPage(pathname: string): Promise<Map<string, ComponentType>> {
  const { path, page, guard } = findPageRoute(pathname);
  const [component] = await Promise.all([page.load(), guard ? loadGuards() : undefined]);
  return new Map([[path, component]]);
}

/** The server's failed queries come as plain objects; the pages read them as ApiErrors. */
export function reviveQueryState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as {
        name?: string;
        status?: number;
        code?: string;
        message?: string;
        details?: unknown;
      } | null;
      if (error?.name !== "ApiError") return query;
      const revived = new ApiError(
        error.status ?? 0,
        error.code ?? "internal_error",
        error.message ?? "",
        error.details,
      );
      return { ...query, state: { ...query.state, error: revived } };
    }),
  };
}

/** Asks for every chunk the page will import at once; each later import() finds it loaded. */
export function preloadPageChunks(files: string[] = []): void {
  for (const file of files) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = file;
    document.head.append(link);
  }
}
