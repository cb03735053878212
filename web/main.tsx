import "./lib/zod-without-eval";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import "./styles.css";
import { i18n, i18nReady } from "./lib/i18n";
import { setSiteOrigin } from "./lib/site-origin";
import { TranslatorProvider } from "./lib/translation/use-translation";
import { createQueryClient, Providers } from "./app/providers";
import { AppRouter } from "./app/router";
import { loadCurrentPage, preloadPageChunks, readServerPageState, reviveQueryState } from "./app/hydration";
import { hydrateInSlices } from "./app/hydrate-in-slices";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/**
 * A server-rendered page (server/spa/render.ts) is hydrated once its strings, its page chunk
 * and its data are in place, so the first render is the server's; otherwise the app renders.
 */
async function start(root: HTMLElement) {
  const serverState = root.hasChildNodes() ? readServerPageState() : undefined;
  preloadPageChunks(serverState?.preloads);
  await i18nReady;
  if (serverState && i18n.language === document.documentElement.dataset.language) {
    const [loaded] = await Promise.all([
      loadCurrentPage(window.location.pathname),
      i18n.loadNamespaces(serverState.namespaces),
    ]);
    setSiteOrigin(serverState.origin);
    const queryClient = createQueryClient();
    hydrate(queryClient, reviveQueryState(serverState.queryState));
    hydrateInSlices(
      root,
      <StrictMode>
        <TranslatorProvider translator={i18n}>
          <Providers queryClient={queryClient} labels={new Map(Object.entries(serverState.labels ?? {}))}>
            <AppRouter loaded={loaded} />
          </Providers>
        </TranslatorProvider>
      </StrictMode>,
    );
    return;
  }
  // No server render, or a language stored before the server knew it: the browser renders.
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <TranslatorProvider translator={i18n}>
        <Providers>
          <AppRouter />
        </Providers>
      </TranslatorProvider>
    </StrictMode>,
  );
}

void start(container);
