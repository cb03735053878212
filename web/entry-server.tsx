import { StrictMode, type ReactNode } from "react";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "./lib/router";
import { dehydrate, QueryClient, type DehydratedState, type Query } from "@tanstack/react-query";
import { AppRoutes, buildAppRoutes } from "./app/app-routes";
import { Providers } from "./app/providers";
import { listPageModules } from "./app/hydration";
import { buildPageRoutes } from "./app/routes";
import { ApiError, setApiTransport } from "./lib/api";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./lib/languages";
import { setSiteOrigin } from "./lib/site-origin";
import { RecordTitleProvider } from "./lib/use-document-title";
import { Translator, type Catalogue } from "./lib/translation/translator";
import { TranslatorProvider } from "./lib/translation/use-translation";

export { setApiTransport };

/** Every catalogue, in the server bundle: a render never waits for strings. */
const catalogues = import.meta.glob<{ default: Catalogue }>(["./locales/*/*.json", "../i18n/locales/*/services.json"], {
  eager: true,
});
const resources: Record<string, Record<string, Catalogue>> = {};
for (const [file, module] of Object.entries(catalogues)) {
  const [, language, namespace] = /\/locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] = { ...resources[language], [namespace]: module.default };
}

const routes = buildAppRoutes(buildPageRoutes());

/** Data fetched for a page: rounds of render → fetch what it asked for, for pages whose queries depend on others. */
const MAX_DATA_ROUNDS = 3;
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** TanStack Query's dehydrated cache, errors as plain objects (see serializeState). */
  queryState: DehydratedState;
  /** The i18next namespaces the page used, loaded by the browser before it hydrates. */
  namespaces: string[];
  /** The origin of absolute links in the page, which the browser keeps while hydrating. */
  origin: string;
  /** The source files (under web/) of the page's own chunks, which the browser loads before hydrating. */
  modules: string[];
  /** The dates and prices the page shows, as formatted here, which the browser hydrates with (web/lib/formatted-labels.tsx). */
  labels: Record<string, string>;
  /** The page's own tab title in the page's language (useDocumentTitle), when it set one. */
  title?: string;
}

/**
 * Renders the anonymous view of a page for a URL in a language: the app's own route table in a
 * static router, the data its queries ask for fetched (through the transport set by the server)
 * and dehydrated for the browser, which hydrates the same tree (web/main.tsx).
 */
export async function renderPage(url: string, language: string, origin: string): Promise<RenderedPage> {
  setSiteOrigin(origin);
  const i18n = createI18n(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const labels = new Map<string, string>();
  let title: string | undefined;
  const recordTitle = (pageTitle: string) => {
    title = pageTitle;
  };
  const { pathname, search } = new URL(url, "http://localhost");
  const app = (
    <StrictMode>
      <TranslatorProvider translator={i18n}>
        <RecordTitleProvider record={recordTitle}>
          <Providers queryClient={queryClient} labels={labels}>
            <StaticRouter location={`${pathname}${search}`}>
              <AppRoutes routes={routes} />
            </StaticRouter>
          </Providers>
        </RecordTitleProvider>
      </TranslatorProvider>
    </StrictMode>
  );
  const fetched = new Set<string>();
  let html = await renderToHtml(app);
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => isWaiting(query) && !fetched.has(query.queryHash));
    if (waiting.length === 0) break;
    for (const query of waiting) fetched.add(query.queryHash);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(app);
  }
  return {
    html,
    queryState: serializeState(
      dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
    ),
    namespaces: [...i18n.usedNamespaces],
    origin,
    modules: listPageModules(pathname),
    labels: Object.fromEntries(labels),
    title,
  };
}

function createI18n(language: string): Translator {
  return new Translator({
    language: LANGUAGES.some((entry) => entry.code === language) ? language : DEFAULT_LANGUAGE,
    fallbackLanguage: DEFAULT_LANGUAGE,
    catalogues: resources,
  });
}

/** A query the page asked for that nobody fetched yet (effects do not run on the server). */
function isWaiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const isEnabled = typeof enabled === "function" ? enabled(query) : enabled !== false;
  return (
    isEnabled &&
    query.state.status === "pending" &&
    query.state.fetchStatus === "idle" &&
    Boolean(query.options.queryFn)
  );
}

/** ApiErrors become plain objects the browser turns back into ApiErrors (reviveQueryState). */
function serializeState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiError)) return query;
      return {
        ...query,
        state: {
          ...query.state,
          error: {
            name: "ApiError",
            status: error.status,
            code: error.code,
            message: error.message,
            details: error.details,
          },
        },
      };
    }),
  };
}

function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Cleared once the render ends: left pending, it kept each finished render's stream (and
    // what that references) reachable for the whole delay, hundreds at a time under load.
    const abortTimer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(abortTimer);
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      // Every boundary inline, in place: no script moves content (the CSP allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: (error) => {
        clearTimeout(abortTimer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        // A component error inside a boundary is rendered by the browser; the page still goes out.
        if (!(error instanceof Error && error.message.includes("aborted"))) console.error("Server render error", error);
      },
    });
  });
}
