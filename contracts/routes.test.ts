import { describe, expect, it } from "vitest";
import { buildPath, isAdminPagePath, isKnownPagePath } from "./routes";

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

describe("isAdminPagePath", () => {
  it.each(["/admin", "/admin/", "/admin/usuarios", "/admin/microcursos/42/lecciones/7/editar"])(
    "draws the back office frame for %s",
    (path) => expect(isAdminPagePath(path)).toBe(true),
  );

  it.each(["/admin/auth", "/", "/administracion", "/admin/nada"])("keeps the public frame for %s", (path) =>
    expect(isAdminPagePath(path)).toBe(false),
  );
});

describe("buildPath", () => {
  it("fills and encodes parameters", () => {
    expect(buildPath("/blog/:slug", { slug: "ñandú y más" })).toBe("/blog/%C3%B1and%C3%BA%20y%20m%C3%A1s");
  });
});
