import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TranslatorProvider } from "../lib/translation/use-translation";
import { MemoryRouter, type RouteObject } from "../lib/router";
import { i18n } from "../lib/i18n";
import { AppRoutes, buildAppRoutes } from "./app-routes";

/*
 * These run the app's own route tree in jsdom rather than in the e2e suite: e2e drives the
 * production build, so a way to make a page or the layout throw there would ship to users
 * (docs/decisions.md).
 */

function Broken(): never {
  throw new Error("boom");
}

function renderApp(pages: RouteObject[], layout?: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslatorProvider translator={i18n}>
        <MemoryRouter initialEntries={["/"]}>
          <AppRoutes routes={buildAppRoutes(pages, layout)} />
        </MemoryRouter>
      </TranslatorProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no scrolling; the layout scrolls to the top on navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => i18n.changeLanguage("es"));

describe("app route tree", () => {
  it("clears a page's error screen when the navbar leads to another page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderApp([
      { path: "/", element: <Broken /> },
      { path: "/blog", element: <h1>Página del blog</h1> },
    ]);
    expect(await screen.findByRole("heading", { name: "Algo salió mal" })).toBeInTheDocument();
    const navbar = screen.getByRole("navigation", { name: "Navegación principal" });
    await userEvent.click(within(navbar).getAllByRole("link", { name: "Blog" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Página del blog" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Algo salió mal" })).not.toBeInTheDocument();
  });

  it.each([
    [
      "es",
      "Algo salió mal",
      "Lo sentimos, ha ocurrido un error inesperado. Por favor, intenta recargar la página.",
      "Volver al inicio",
    ],
    [
      "ca",
      "Alguna cosa ha anat malament",
      "Ho sentim, s'ha produït un error inesperat. Si us plau, prova de tornar a carregar la pàgina.",
      "Torna a l'inici",
    ],
    [
      "en",
      "Something went wrong",
      "Sorry, an unexpected error occurred. Please try reloading the page.",
      "Back to home",
    ],
  ])("shows the fallback error screen when the layout itself throws (%s)", async (language, title, text, home) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await i18n.changeLanguage(language);
    renderApp([{ path: "/", element: <p>inicio</p> }], <Broken />);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: home })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Rendering error", expect.any(Error), expect.any(String));
  });
});
