import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers";
import { LanguageCard } from "./language-card";

describe("LanguageCard", () => {
  it("shows the account language's flag as a named SVG and lists the languages without flag emoji", () => {
    const profile = {
      id: "u1",
      email: "ana@example.com",
      display_name: "Ana",
      language: "ca" as const,
      created_at: "2026-01-01T00:00:00.000Z",
      has_password: true,
      made_by_access_code: false,
    };
    renderWithProviders(<LanguageCard profile={profile} />);
    expect(screen.getByRole("img", { name: "Bandera de Cataluña" }).tagName.toLowerCase()).toBe("svg");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Español", "Català", "English"]);
    expect(document.body.textContent).not.toMatch(/\p{Regional_Indicator}|\u{1F3F4}/u);
  });
});
