import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers";
import { LanguageSelector } from "./language-selector";

describe("LanguageSelector", () => {
  it("draws every language's flag as a named SVG, not as an emoji", async () => {
    renderWithProviders(<LanguageSelector />);
    const trigger = screen.getByRole("button", { name: "Cambiar idioma: Español (ES)" });
    expect(within(trigger).getByRole("img", { name: "Bandera de España" }).tagName.toLowerCase()).toBe("svg");
    expect(trigger).toHaveTextContent("ES");

    await userEvent.click(trigger);
    const options = screen.getAllByRole("menuitem");
    expect(options.map((option) => option.textContent)).toEqual(["Español", "Català", "English"]);
    const flags = options.map((option) => within(option).getByRole("img"));
    expect(flags.map((flag) => flag.getAttribute("aria-label"))).toEqual([
      "Bandera de España",
      "Bandera de Cataluña",
      "Bandera del Reino Unido",
    ]);
    for (const flag of flags) expect(flag.tagName.toLowerCase()).toBe("svg");
    // No emoji left to draw: regional-indicator pairs and the Catalan tag sequence.
    expect(document.body.textContent).not.toMatch(/\p{Regional_Indicator}|\u{1F3F4}/u);
  });
});
