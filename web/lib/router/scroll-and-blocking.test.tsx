import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Routes,
  useBlocker,
  useLocation,
  useScrollRestoration,
  type RouteObject,
} from ".";

// jsdom lays nothing out: the window's scroll position is the browser API stood in for here.
let scrollY = 0;
beforeEach(() => {
  scrollY = 0;
  sessionStorage.clear();
  vi.spyOn(window, "scrollTo").mockImplementation((first?: ScrollToOptions | number, second?: number) => {
    scrollY = typeof first === "object" ? (first.top ?? scrollY) : (second ?? scrollY);
  });
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
});
afterEach(() => vi.restoreAllMocks());

function Page({ name }: { name: string }) {
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{`${name} ${pathname}`}</h1>
      <Link to="/lista">lista</Link>
      <Link to="/detalle">detalle</Link>
      <Link to="/lista?pagina=2">página 2</Link>
    </main>
  );
}

const PAGES: RouteObject[] = [
  { path: "/lista", element: <Page name="lista" /> },
  { path: "/detalle", element: <Page name="detalle" /> },
];

async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
  });
}

describe("scroll restoration", () => {
  it("starts a new page at the top, and back/forward return to where each page was left", async () => {
    window.history.replaceState(null, "", "/lista");
    render(
      <BrowserRouter>
        <Routes routes={PAGES} />
      </BrowserRouter>,
    );
    window.scrollTo(0, 1200);

    await userEvent.click(screen.getByRole("link", { name: "detalle" }));
    expect(await screen.findByRole("heading", { name: "detalle /detalle" })).toBeInTheDocument();
    expect(scrollY).toBe(0);
    window.scrollTo(0, 300);

    await goBack();
    expect(await screen.findByRole("heading", { name: "lista /lista" })).toBeInTheDocument();
    await waitFor(() => expect(scrollY).toBe(1200));

    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByRole("heading", { name: "detalle /detalle" })).toBeInTheDocument();
    await waitFor(() => expect(scrollY).toBe(300));
  });

  it("keeps the position when only the query changes", async () => {
    window.history.replaceState(null, "", "/lista");
    render(
      <BrowserRouter>
        <Routes routes={PAGES} />
      </BrowserRouter>,
    );
    window.scrollTo(0, 800);
    await userEvent.click(screen.getByRole("link", { name: "página 2" }));
    expect(window.location.search).toBe("?pagina=2");
    expect(scrollY).toBe(800);
  });
});

function Editor() {
  const blocker = useBlocker(true);
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{pathname}</h1>
      <Link to="/otra">otra</Link>
      {blocker.isBlocked && (
        <div role="alertdialog" aria-label="¿Salir?">
          <button onClick={blocker.reset}>quedarse</button>
          <button onClick={blocker.proceed}>salir</button>
        </div>
      )}
    </main>
  );
}

const EDITOR: RouteObject[] = [
  { path: "/editor", element: <Editor /> },
  { path: "/otra", element: <h1>otra página</h1> },
  { path: "/antes", element: <h1>antes</h1> },
];

describe("useBlocker", () => {
  it("holds a link until the page lets it go on", async () => {
    render(
      <MemoryRouter initialEntries={["/editor"]}>
        <Routes routes={EDITOR} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "otra" }));
    expect(screen.getByRole("heading", { name: "/editor" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "quedarse" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("heading", { name: "/editor" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "otra" }));
    await userEvent.click(screen.getByRole("button", { name: "salir" }));
    expect(await screen.findByRole("heading", { name: "otra página" })).toBeInTheDocument();
  });

  it("holds the browser's back button, putting the address back, until the page lets it go on", async () => {
    window.history.replaceState({ idx: 0, key: "antes" }, "", "/antes");
    window.history.pushState({ idx: 1, key: "editor" }, "", "/editor");
    render(
      <BrowserRouter>
        <Routes routes={EDITOR} />
      </BrowserRouter>,
    );
    expect(screen.getByRole("heading", { name: "/editor" })).toBeInTheDocument();

    await goBack();
    await waitFor(() => expect(window.location.pathname).toBe("/editor"));
    expect(await screen.findByRole("alertdialog")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "/editor" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "salir" }));
    expect(await screen.findByRole("heading", { name: "antes" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/antes");
  });
});
