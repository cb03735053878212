import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import type { TBlogHome } from "../../../../contracts/blog";
import { buildPostSummary } from "../../../test/post-factory";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { renderWithProviders } from "../../../test/render-with-providers";
import { HomeBlogSection } from "./home-blog-section";

vi.mock("../../../ui/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const fetchMock = stubFetch();

function answerHome(home: TBlogHome) {
  fetchMock.mockImplementation(async (input) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === "/api/blog/home") return jsonResponse(home);
    return jsonResponse({ error: { code: "not_found", message: "" } }, 404);
  });
}

const CATEGORIES = ["Automatización", "Estrategia", "Ética", "Herramientas", "Productividad"].map((name) => ({
  name,
  slug: name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, ""),
}));

describe("HomeBlogSection", () => {
  it("shows one large featured post, at most 8 others and the category badges", async () => {
    const featured = buildPostSummary({ title: "La guía destacada", featured: true });
    const others = Array.from({ length: 9 }, (_, index) => buildPostSummary({ title: `Otro ${index + 1}` }));
    answerHome({ featured, posts: others, categories: CATEGORIES });
    renderWithProviders(<HomeBlogSection />);

    const featuredCard = await screen.findByTestId("featured-post");
    expect(within(featuredCard).getByRole("link", { name: "La guía destacada" })).toHaveAttribute(
      "href",
      `/blog/${featured.slug}`,
    );
    expect(within(featuredCard).getByText("Destacado")).toBeInTheDocument();

    const cards = screen.getAllByTestId("post-card");
    expect(cards).toHaveLength(8);
    expect(screen.queryByText("Otro 9")).not.toBeInTheDocument();

    const badges = within(screen.getByRole("navigation", { name: "Categorías del blog" })).getAllByRole("link");
    expect(badges.map((badge) => badge.getAttribute("href"))).toEqual(
      CATEGORIES.map((category) => `/blog/categoria/${category.slug}`),
    );
  });

  it("shows the featured post alone when there are no others", async () => {
    answerHome({ featured: buildPostSummary({ title: "Único" }), posts: [], categories: [] });
    renderWithProviders(<HomeBlogSection />);
    expect(await screen.findByTestId("featured-post")).toBeInTheDocument();
    expect(screen.queryAllByTestId("post-card")).toHaveLength(0);
    expect(screen.queryByRole("navigation", { name: "Categorías del blog" })).not.toBeInTheDocument();
  });

  it("shows an empty state on an empty blog and keeps the page's newsletter slot", async () => {
    answerHome({ featured: null, posts: [], categories: [] });
    renderWithProviders(
      <HomeBlogSection>
        <button type="button">Suscribirme</button>
      </HomeBlogSection>,
    );
    expect(await screen.findByText("Pronto publicaremos nuevos artículos")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Suscribirme" })).toBeInTheDocument();
  });

  it("shows a retry button when the blog cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal_error", message: "" } }, 500));
    renderWithProviders(<HomeBlogSection />);
    expect(await screen.findByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });
});
