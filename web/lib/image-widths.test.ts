import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS as CONTRACT_WIDTHS } from "../../contracts/blog";
import { buildCoverSrcSet, IMAGE_WIDTHS } from "./image-widths";

describe("cover sources", () => {
  it("uses the widths the server writes", () => {
    expect(IMAGE_WIDTHS).toEqual(CONTRACT_WIDTHS);
  });

  it("lists an upload's smaller web copies beside the largest one", () => {
    expect(buildCoverSrcSet("/uploads/blog/2026/05/ab-cd-1600.webp")).toBe(
      "/uploads/blog/2026/05/ab-cd-480.webp 480w, /uploads/blog/2026/05/ab-cd-960.webp 960w, /uploads/blog/2026/05/ab-cd-1600.webp 1600w",
    );
    // An image narrower than 1600 px has its own width as the largest copy.
    expect(buildCoverSrcSet("/uploads/blog/2026/05/ab-1200.webp")).toBe(
      "/uploads/blog/2026/05/ab-480.webp 480w, /uploads/blog/2026/05/ab-960.webp 960w, /uploads/blog/2026/05/ab-1200.webp 1200w",
    );
  });

  it("leaves other URLs alone", () => {
    expect(buildCoverSrcSet("https://images.example.com/cover-1600.webp")).toBeUndefined();
    expect(buildCoverSrcSet("/uploads/blog/2026/05/ab.png")).toBeUndefined();
  });
});
