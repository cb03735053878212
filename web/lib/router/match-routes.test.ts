import { describe, expect, it } from "vitest";
import { ALL_PAGE_PATHS } from "../../../contracts/routes";
import { resolveTo } from "./location";
import { matchRoutes, type RouteObject } from "./match-routes";

function matchedPath(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return (
    matches && {
      path: matches.at(-1)?.route.path ?? (matches.at(-1)?.route.index ? "index" : undefined),
      params: matches.at(-1)?.params,
    }
  );
}

const BLOG: RouteObject[] = [
  {
    children: [
      { path: "/blog", element: "list" },
      { path: "/blog/categoria/:categoria", element: "category" },
      { path: "/blog/:slug", element: "post" },
      { path: "*", element: "not found" },
    ],
  },
];

describe("matchRoutes", () => {
  it("ranks static segments above parameters above a splat, whatever the written order", () => {
    const routes: RouteObject[] = [{ path: "*" }, { path: "/blog/:slug" }, { path: "/blog/nuevo" }, { path: "/blog" }];
    expect(matchedPath(routes, "/blog/nuevo")?.path).toBe("/blog/nuevo");
    expect(matchedPath(routes, "/blog/otro")?.path).toBe("/blog/:slug");
    expect(matchedPath(routes, "/blog")?.path).toBe("/blog");
    expect(matchedPath(routes, "/otra/cosa")?.path).toBe("*");
  });

  it("tries siblings with the same score in the order written", () => {
    const routes: RouteObject[] = [
      { path: "/a/:first", element: "first" },
      { path: "/a/:second", element: "second" },
    ];
    expect(matchRoutes(routes, "/a/x")?.at(-1)?.route.element).toBe("first");
  });

  it("returns the layout and the page, both with every parameter", () => {
    const matches = matchRoutes(BLOG, "/blog/categoria/ia");
    expect(matches?.map((match) => match.route.element)).toEqual([undefined, "category"]);
    expect(matches?.[0]?.params).toEqual({ categoria: "ia" });
    expect(matches?.[1]?.params).toEqual({ categoria: "ia" });
  });

  it("decodes parameters, an encoded slash included", () => {
    expect(matchedPath(BLOG, "/blog/caf%C3%A9%20con%2Fleche")?.params).toEqual({
      slug: "café con/leche",
    });
    expect(matchedPath(BLOG, "/blog/100%")?.params).toEqual({ slug: "100%" });
  });

  it("gives a splat the rest of the path", () => {
    expect(matchedPath(BLOG, "/no/existe/")?.params).toEqual({ "*": "no/existe/" });
    expect(matchedPath([{ path: "/docs/*" }], "/docs/a/b")?.params).toEqual({ "*": "a/b" });
    expect(matchedPath([{ path: "/docs/*" }], "/docs")?.params).toEqual({ "*": "" });
  });

  it("ignores case and trailing slashes, like react-router", () => {
    expect(matchedPath(BLOG, "/BLOG/")?.path).toBe("/blog");
    expect(matchedPath(BLOG, "/Blog/Mi-Post")?.params).toEqual({ slug: "Mi-Post" });
  });

  it("matches nested relative paths and index routes", () => {
    const routes: RouteObject[] = [
      {
        path: "/admin",
        children: [{ index: true }, { path: "usuarios" }, { path: "microcursos/:courseId/lecciones" }],
      },
      { path: "/" },
    ];
    expect(matchedPath(routes, "/admin")?.path).toBe("index");
    expect(matchedPath(routes, "/admin/usuarios")?.path).toBe("usuarios");
    expect(matchedPath(routes, "/admin/microcursos/7/lecciones")?.params).toEqual({
      courseId: "7",
    });
    expect(matchedPath(routes, "/")?.path).toBe("/");
    expect(matchRoutes(routes, "/nada")).toBeNull();
  });

  it("matches a parameter only to a non-empty segment", () => {
    expect(matchRoutes([{ path: "/blog/:slug" }], "/blog/")).toBeNull();
  });

  it("finds each page path of the product as itself", () => {
    const routes = ALL_PAGE_PATHS.map((path) => ({ path }));
    for (const path of ALL_PAGE_PATHS) {
      const pathname = path.replace(/:(\w+)/g, "x");
      const found = matchRoutes(routes, pathname)?.at(-1)?.route.path ?? "";
      // A parameter may fill a static page's place only when the static page is elsewhere.
      expect(found.replace(/:(\w+)/g, "x")).toBe(pathname);
    }
  });
});

describe("resolveTo", () => {
  it("keeps the current pathname for a search or a hash alone", () => {
    expect(resolveTo("?page=2", "/blog")).toEqual({
      pathname: "/blog",
      search: "?page=2",
      hash: "",
    });
    expect(resolveTo({ hash: "sesgo" }, "/apps/glosario")).toEqual({
      pathname: "/apps/glosario",
      search: "",
      hash: "#sesgo",
    });
  });

  it("resolves absolute and relative pathnames", () => {
    expect(resolveTo("/blog/a?b=1#c", "/x")).toEqual({
      pathname: "/blog/a",
      search: "?b=1",
      hash: "#c",
    });
    expect(resolveTo("editar", "/admin/lecciones/3")).toMatchObject({
      pathname: "/admin/lecciones/3/editar",
    });
    expect(resolveTo("../4", "/admin/lecciones/3")).toMatchObject({
      pathname: "/admin/lecciones/4",
    });
    expect(resolveTo("//blog", "/")).toMatchObject({ pathname: "/blog" });
  });
});
