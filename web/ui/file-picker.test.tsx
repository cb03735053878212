import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "../test/render-with-providers";
import { FilePicker } from "./file-picker";

afterEach(cleanup);

describe("FilePicker", () => {
  it("speaks the site's language, names the chosen file, and forgets it when the form is reset", async () => {
    const { container } = renderWithProviders(
      <form>
        <label htmlFor="recording">Archivo</label>
        <FilePicker id="recording" name="file" />
      </form>,
    );
    expect(await screen.findByRole("button", { name: "Elegir archivo" })).toBeInTheDocument();
    expect(screen.getByText("Ningún archivo elegido")).toBeInTheDocument();

    const input = screen.getByLabelText<HTMLInputElement>("Archivo");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("name", "file");
    fireEvent.change(input, { target: { files: [new File(["x"], "acta.mp3")] } });
    expect(screen.getByText("acta.mp3")).toBeInTheDocument();

    fireEvent.reset(container.querySelector("form") as HTMLFormElement);
    expect(screen.getByText("Ningún archivo elegido")).toBeInTheDocument();
  });
});
