import { describe, expect, it } from "vitest";
import { GUARDS_MODULE, listPageModules, loadCurrentPage } from "./hydration";

describe("the modules of the page an address shows", () => {
  it("is the page's own module for a public page", () => {
    expect(listPageModules("/blog/un-articulo")).toEqual(["pages/blog/blog-post-page.tsx"]);
    expect(listPageModules("/")).toEqual(["pages/home/home-page.tsx"]);
  });

  it("adds the guards, which load with the first guarded page, for a guarded one", () => {
    expect(listPageModules("/admin")).toEqual(["pages/admin/admin-dashboard-page.tsx", GUARDS_MODULE]);
    expect(listPageModules("/recursos")).toEqual(["pages/resources/resources-page.tsx", GUARDS_MODULE]);
  });

  it("is the 404 page's for an unknown address", () => {
    expect(listPageModules("/no-existe")).toEqual(["pages/not-found-page.tsx"]);
  });

  it("loads a guarded page's component before hydrating", async () => {
    const loaded = await loadCurrentPage("/recursos");
    expect([...loaded.keys()]).toEqual(["/recursos"]);
    expect(typeof loaded.get("/recursos")).toBe("function");
  });
});
