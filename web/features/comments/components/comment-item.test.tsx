import fc from "fast-check";
import { cleanup } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers";
import { CommentItem } from "./comment-item";

const HOSTILE = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "[x](javascript:alert(1))",
  "</textarea><svg onload=alert(1)>",
  '"><iframe src="//evil.example">',
];

const hostileText = fc.constantFrom(...HOSTILE).chain((base) => fc.string().map((tail) => base + tail));

describe("CommentItem", () => {
  it("renders any hostile name and content as text, never as markup", () => {
    fc.assert(
      fc.property(hostileText, hostileText, (name, content) => {
        const { container } = renderWithProviders(
          <CommentItem
            comment={{
              id: "00000000-0000-4000-8000-000000000001",
              parentId: null,
              name,
              content,
              createdAt: "2025-03-03T10:00:00.000Z",
              status: "approved",
            }}
          />,
        );
        try {
          expect(container.querySelector("script, img, svg:not([aria-hidden]), iframe, a[href], textarea")).toBeNull();
          expect(container.querySelector("h3")?.textContent).toBe(name);
          expect(container.querySelector("p")?.textContent).toBe(content);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});
