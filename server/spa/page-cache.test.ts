import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES_CACHE } from "../cache/namespaces";
import { choosePageCache } from "./page-cache";
import type { RenderedPage } from "./render";

const pageWith = (...queryKeys: unknown[][]): RenderedPage => ({
  html: "",
  queryState: { queries: queryKeys.map((queryKey) => ({ queryKey })) },
  namespaces: [],
  origin: "http://localhost",
  modules: [],
});

describe("choosePageCache", () => {
  it("keeps pages whose only other data is configuration (the footer's contact details)", () => {
    const footer = ["configuration", "contact-details"];
    expect(choosePageCache(pageWith(footer))).toBe(PUBLIC_PAGES_CACHE.static);
    expect(choosePageCache(pageWith(footer, ["blog", "posts"]))).toBe(PUBLIC_PAGES_CACHE.blog);
  });

  it("renders each time a page with data no cached write invalidates", () => {
    expect(choosePageCache(pageWith(["configuration", "contact-details"], ["courses", "list"]))).toBeUndefined();
  });
});
