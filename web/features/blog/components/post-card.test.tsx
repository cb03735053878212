import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPostSummary } from "../../../test/post-factory";
import { renderWithProviders } from "../../../test/render-with-providers";
import { PostCard } from "./post-card";

describe("PostCard cover", () => {
  it("shows an uploaded cover with its web sizes and dimensions, so nothing shifts as it loads", () => {
    const post = buildPostSummary({ coverImageUrl: "/uploads/blog/2026/05/cover-1600.webp" });
    renderWithProviders(<PostCard post={post} />);
    const image = within(screen.getByTestId("post-card")).getByRole("presentation");
    expect(image).toHaveAttribute("src", "/uploads/blog/2026/05/cover-1600.webp");
    expect(image.getAttribute("srcset")).toContain("/uploads/blog/2026/05/cover-480.webp 480w");
    expect(image).toHaveAttribute("sizes");
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "900");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("describes the cover with its alternative text when the post has one", () => {
    const post = buildPostSummary({
      coverImageUrl: "/uploads/blog/2026/05/cover-1600.webp",
      coverImageAlt: "Ilustración: una balanza de la justicia.",
    });
    renderWithProviders(<PostCard post={post} />);
    expect(screen.getByRole("img", { name: "Ilustración: una balanza de la justicia." })).toHaveAttribute(
      "src",
      "/uploads/blog/2026/05/cover-1600.webp",
    );
  });

  it("loads the cover at once when asked (the first row holds the page's largest image)", () => {
    const post = buildPostSummary({ coverImageUrl: "/uploads/blog/2026/05/cover-1600.webp" });
    renderWithProviders(<PostCard post={post} isCoverEager />);
    expect(screen.getByRole("presentation")).toHaveAttribute("loading", "eager");
  });

  it("draws artwork in the category's colours when a post has no cover", () => {
    const { container } = renderWithProviders(
      <>
        <PostCard post={buildPostSummary({ category: { name: "Derecho", slug: "derecho" } })} />
        <PostCard post={buildPostSummary({ category: { name: "Salud", slug: "salud" } })} />
        <PostCard post={buildPostSummary({ category: { name: "Recetas", slug: "recetas" } })} />
      </>,
    );
    expect(container.querySelector("img")).toBeNull();
    const artworks = Array.from(container.querySelectorAll<HTMLElement>("[data-category-artwork]"));
    expect(artworks).toHaveLength(3);
    expect(artworks[0]?.style.backgroundImage).toContain("linear-gradient");
    expect(artworks[0]?.style.backgroundImage).not.toBe(artworks[1]?.style.backgroundImage);
    expect(artworks[0]?.querySelector("svg.lucide-scale")).not.toBeNull();
    expect(artworks[1]?.querySelector("svg.lucide-heart-pulse")).not.toBeNull();
    // A category without its own drawing gets its initial.
    expect(artworks[2]).toHaveTextContent("R");
  });
});
