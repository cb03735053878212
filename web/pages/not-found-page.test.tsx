import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render-with-providers";
import { NotFoundPage } from "./not-found-page";

describe("NotFoundPage", () => {
  it("leads home and suggests the blog and the plans", () => {
    renderWithProviders(<NotFoundPage />, { path: "/no-existe" });
    expect(screen.getByRole("heading", { name: "Página no encontrada" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    const suggestions = screen.getByRole("navigation", { name: "Quizá te interese" });
    expect(screen.getByRole("link", { name: /Leer el blog/ })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: /Ver los planes/ })).toHaveAttribute("href", "/suscripciones");
    expect(suggestions).toContainElement(screen.getByRole("link", { name: /Ver los planes/ }));
  });
});
