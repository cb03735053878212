import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-screen";

function Broken(): never {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the fallback error screen and only logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole("heading", { name: "Algo salió mal" })).toBeInTheDocument();
    expect(
      screen.getByText("Lo sentimos, ha ocurrido un error inesperado. Por favor, intenta recargar la página."),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Rendering error", expect.any(Error), expect.anything());
    await userEvent.click(screen.getByRole("button", { name: "Volver al inicio" }));
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("renders its children when nothing breaks", () => {
    render(
      <ErrorBoundary>
        <p>contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("contenido")).toBeInTheDocument();
  });
});
