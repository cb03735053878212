import { lazy, Suspense, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from ".";

function CurrentAddress() {
  const { pathname, search, hash, state } = useLocation();
  return (
    <output aria-label="address">{`${pathname}${search}${hash}${state ? ` ${JSON.stringify(state)}` : ""}`}</output>
  );
}

function Post() {
  const { slug } = useParams();
  return <h1>{`post ${slug}`}</h1>;
}

function Layout() {
  return (
    <div>
      <nav aria-label="main">
        <NavLink to="/" end className={({ isActive }) => (isActive ? "on" : "off")}>
          Inicio
        </NavLink>
        <NavLink to="/blog" className={({ isActive }) => (isActive ? "on" : "off")}>
          Blog
        </NavLink>
      </nav>
      <main>
        <Outlet />
      </main>
      <CurrentAddress />
    </div>
  );
}

const ROUTES: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: "/", element: <h1>home</h1> },
      { path: "/blog", element: <h1>blog</h1> },
      { path: "/blog/:slug", element: <Post /> },
      { path: "*", element: <h1>not found</h1> },
    ],
  },
];

function renderAt(path: string, routes = ROUTES) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes routes={routes} />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("routes", () => {
  it("renders the layout around the matched page, with its decoded parameters", () => {
    renderAt("/blog/caf%C3%A9");
    expect(screen.getByRole("heading", { name: "post café" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "main" })).toBeInTheDocument();
  });

  it("renders the splat route for an unknown address", () => {
    renderAt("/no/existe");
    expect(screen.getByRole("heading", { name: "not found" })).toBeInTheDocument();
  });

  it("renders nothing when no route matches", () => {
    const { container } = renderAt("/x", [{ path: "/" }]);
    expect(container).toBeEmptyDOMElement();
  });
});

/** Clicks and tells whether the router left the click to the browser (which jsdom cannot follow, so it is stopped after). */
function isLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const observe = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", observe, { once: true });
  fireEvent.click(link, init);
  return leftToBrowser;
}

describe("Link and NavLink", () => {
  it("navigates on a plain click and marks the active NavLink", async () => {
    renderAt("/");
    const home = screen.getByRole("link", { name: "Inicio" });
    const blog = screen.getByRole("link", { name: "Blog" });
    expect(home).toHaveAttribute("aria-current", "page");
    expect(home).toHaveClass("on");
    expect(blog).toHaveAttribute("href", "/blog");
    expect(blog).not.toHaveAttribute("aria-current");

    await userEvent.click(blog);
    expect(await screen.findByRole("heading", { name: "blog" })).toBeInTheDocument();
    expect(blog).toHaveAttribute("aria-current", "page");
    expect(home).toHaveClass("off");
  });

  it("keeps a NavLink without `end` active below its path, and one with `end` only on it", () => {
    renderAt("/blog/un-post");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Inicio" })).not.toHaveAttribute("aria-current");
  });

  it("does not treat /blogger as below /blog", () => {
    renderAt("/blogger");
    expect(screen.getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current");
  });

  it("leaves modified, middle-button and other-target clicks to the browser", () => {
    render(
      <MemoryRouter>
        <Link to="/a">a</Link>
        <Link to="/b" target="_blank">
          b
        </Link>
        <CurrentAddress />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "a" });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(isLeftToBrowser(link, init)).toBe(true);
    }
    expect(isLeftToBrowser(screen.getByRole("link", { name: "b" }))).toBe(true);
    expect(address()).toBe("/");
    expect(isLeftToBrowser(link)).toBe(false);
    expect(address()).toBe("/a");
  });

  it("replaces the entry when a link leads to the current address", async () => {
    render(
      <MemoryRouter initialEntries={["/a", "/b"]}>
        <Link to="/b">b</Link>
        <Controls />
        <CurrentAddress />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "b" }));
    await userEvent.click(screen.getByRole("button", { name: "back" }));
    expect(address()).toBe("/a");
  });

  it("lets an onClick that prevents the default keep the page", () => {
    render(
      <MemoryRouter>
        <Link to="/a" onClick={(event) => event.preventDefault()}>
          a
        </Link>
        <CurrentAddress />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "a" }));
    expect(address()).toBe("/");
  });

  it("carries state, links to a hash on the same page and renders absolute URLs as they are", () => {
    render(
      <MemoryRouter initialEntries={["/glosario?x=1"]}>
        <Link to="/login" state={{ from: { pathname: "/cuenta" } }}>
          entrar
        </Link>
        <Link to={{ hash: "sesgo" }}>sesgo</Link>
        <Link to="https://example.com/a">fuera</Link>
        <CurrentAddress />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "sesgo" })).toHaveAttribute("href", "/glosario#sesgo");
    expect(screen.getByRole("link", { name: "fuera" })).toHaveAttribute("href", "https://example.com/a");
    fireEvent.click(screen.getByRole("link", { name: "entrar" }));
    expect(address()).toBe('/login {"from":{"pathname":"/cuenta"}}');
  });
});

function Controls() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <>
      <button onClick={() => navigate("/b")}>push</button>
      <button onClick={() => navigate("/c", { replace: true, state: { n: 1 } })}>replace</button>
      <button onClick={() => navigate(-1)}>back</button>
      <button onClick={() => setSearchParams({ q: "ia", page: "2" })}>search</button>
      <button onClick={() => setSearchParams((current) => (current.delete("page"), current), { replace: true })}>
        drop page
      </button>
      <output aria-label="q">{searchParams.get("q")}</output>
    </>
  );
}

describe("navigation", () => {
  it("pushes, replaces and goes back through a memory history", async () => {
    render(
      <MemoryRouter initialEntries={["/a"]}>
        <Controls />
        <CurrentAddress />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "push" }));
    expect(address()).toBe("/b");
    await userEvent.click(screen.getByRole("button", { name: "replace" }));
    expect(address()).toBe('/c {"n":1}');
    await userEvent.click(screen.getByRole("button", { name: "back" }));
    expect(address()).toBe("/a");
  });

  it("sets the query string on the same path, adding or replacing an entry", async () => {
    render(
      <MemoryRouter initialEntries={["/start", "/blog#top"]}>
        <Controls />
        <CurrentAddress />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "search" }));
    expect(address()).toBe("/blog?q=ia&page=2");
    expect(screen.getByRole("status", { name: "q" })).toHaveTextContent("ia");
    await userEvent.click(screen.getByRole("button", { name: "drop page" }));
    expect(address()).toBe("/blog?q=ia");
    await userEvent.click(screen.getByRole("button", { name: "back" }));
    expect(address()).toBe("/blog#top");
  });

  it("redirects with Navigate, keeping the state", async () => {
    renderAt("/privado", [
      { path: "/privado", element: <Navigate to="/login" replace state={{ from: "/privado" }} /> },
      { path: "/login", element: <CurrentAddress /> },
    ]);
    expect(await screen.findByRole("status", { name: "address" })).toHaveTextContent('/login {"from":"/privado"}');
  });
});

describe("lazy pages", () => {
  it("keeps the current page on screen while the next page's code loads", async () => {
    let loadPage: (page: { default: ComponentType }) => void = () => undefined;
    const LazyPage = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (loadPage = resolve)));
    const page = (content: React.ReactNode) => <Suspense fallback={<p>cargando</p>}>{content}</Suspense>;
    renderAt("/", [
      {
        element: <Layout />,
        children: [
          { path: "/", element: page(<h1>home</h1>) },
          { path: "/blog", element: page(<LazyPage />) },
        ],
      },
    ]);
    await userEvent.click(screen.getByRole("link", { name: "Blog" }));
    expect(screen.getByRole("heading", { name: "home" })).toBeInTheDocument();
    expect(screen.queryByText("cargando")).not.toBeInTheDocument();
    await act(async () => loadPage({ default: () => <h1>blog</h1> }));
    expect(await screen.findByRole("heading", { name: "blog" })).toBeInTheDocument();
  });
});

describe("BrowserRouter", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("writes the address bar and follows back and forward", async () => {
    window.history.replaceState(null, "", "/blog");
    render(
      <BrowserRouter>
        <Routes routes={ROUTES} />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Inicio" }));
    expect(window.location.pathname).toBe("/");
    expect(await screen.findByRole("heading", { name: "home" })).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(await screen.findByRole("heading", { name: "blog" })).toBeInTheDocument();
  });
});

describe("StaticRouter", () => {
  it("renders the address it is given, search included", () => {
    const html = renderToString(
      <StaticRouter location="/blog/hola?page=2">
        <Routes routes={ROUTES} />
      </StaticRouter>,
    );
    expect(html).toContain("post hola");
    expect(html).toContain("/blog/hola?page=2");
    expect(html).toContain('aria-current="page"');
  });
});
