import type { TPostSummary } from "../../contracts/blog";

let sequence = 0;

/** A published post summary; override what the test is about. */
export function buildPostSummary(overrides: Partial<TPostSummary> = {}): TPostSummary {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    title: `Artículo ${sequence}`,
    slug: `articulo-${sequence}`,
    excerpt: `Resumen del artículo ${sequence}.`,
    coverImageUrl: null,
    coverImageAlt: "",
    category: { name: "Productividad", slug: "productividad" },
    publishedAt: "2025-03-03T10:00:00.000Z",
    readTime: 5,
    featured: false,
    ...overrides,
  };
}
