import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { BlogListing } from "./blog-listing";

const fetchMock = stubFetch();

function answerEmptyBlog() {
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("/api/blog/posts"))
      return jsonResponse({ posts: [], total: 0, page: 1, limit: 12, totalPages: 0 });
    if (url === "/api/blog/categories") return jsonResponse({ categories: [] });
    return jsonResponse({ error: { code: "not_found", message: "" } }, 404);
  });
}

describe("BlogListing empty states", () => {
  it("on an empty blog, points to the assistants", async () => {
    answerEmptyBlog();
    renderWithProviders(<BlogListing />, { path: "/blog" });
    expect(await screen.findByText("Todavía no hay artículos")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver los asistentes" })).toHaveAttribute("href", "/portafolio-asistentes");
  });

  it("in an empty category, points to the rest of the blog", async () => {
    answerEmptyBlog();
    renderWithProviders(<BlogListing categorySlug="salud" />, { path: "/blog/categoria/salud" });
    expect(await screen.findByText("Todavía no hay artículos en esta categoría")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver todos los artículos" })).toHaveAttribute("href", "/blog");
  });
});
