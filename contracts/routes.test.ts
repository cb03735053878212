import { describe, expect, it } from "vitest";
import { buildPath, isKnownPagePath } from "./routes";

describe("isKnownPagePath", () => {
  it.each([
    "/",
    "/blog",
    "/blog/mi-articulo",
    "/blog/categoria/ia",
    "/privacidad",
    "/admin/microcursos/42/lecciones/nueva",
    "/cuenta/",
  ])("knows %s", (path) => expect(isKnownPagePath(path)).toBe(true));

  it.each(["/nope", "/blog/a/b/c", "/admin/nada", "/admin/microcursos/42/otra"])("does not know %s", (path) =>
    expect(isKnownPagePath(path)).toBe(false),
  );
});

describe("buildPath", () => {
  it("fills and encodes parameters", () => {
    expect(buildPath("/blog/:slug", { slug: "ñandú y más" })).toBe("/blog/%C3%B1and%C3%BA%20y%20m%C3%A1s");
  });
});
