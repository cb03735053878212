import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, screen } from "@testing-library/react";
import { renderWithProviders } from "../../test/render-with-providers";
import { ScrollToTop } from "./scroll-to-top";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

function putUnderButton(elements: Element[]) {
  Object.defineProperty(document, "elementsFromPoint", { value: () => elements, configurable: true });
}

describe("ScrollToTop", () => {
  it("appears past 300 px over plain text", async () => {
    const text = document.createElement("p");
    putUnderButton([text, document.body]);
    renderWithProviders(<ScrollToTop />);
    scrollTo(400);
    expect(await screen.findByRole("button", { name: "Volver arriba" })).toBeInTheDocument();
  });

  it("steps aside where it would cover a field's eye icon, and comes back once scrolled past it", async () => {
    putUnderButton([document.body]);
    renderWithProviders(<ScrollToTop />);
    scrollTo(400);
    expect(await screen.findByRole("button", { name: "Volver arriba" })).toBeInTheDocument();

    const eye = document.createElement("button");
    document.body.append(eye);
    putUnderButton([eye, document.body]);
    scrollTo(500);
    expect(screen.queryByRole("button", { name: "Volver arriba" })).toBeNull();

    putUnderButton([document.body]);
    scrollTo(600);
    expect(screen.getByRole("button", { name: "Volver arriba" })).toBeInTheDocument();
    eye.remove();
  });
});
