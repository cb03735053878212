import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { ResponsiveImage } from "./responsive-image";

const UPLOADED_URL = "/uploads/covers/abc-1600.webp";

function renderImage(isPriority?: boolean) {
  render(
    <ResponsiveImage
      src={UPLOADED_URL}
      alt="Portada"
      sizes="100vw"
      width={1600}
      height={900}
      className="w-full"
      isPriority={isPriority}
    />,
  );
  return screen.getByRole("img", { name: "Portada" });
}

describe("responsive image", () => {
  it("offers every stored web copy in srcset with the given sizes and box", () => {
    const image = renderImage();
    expect(image).toHaveAttribute("src", UPLOADED_URL);
    expect(image).toHaveAttribute(
      "srcset",
      "/uploads/covers/abc-480.webp 480w, /uploads/covers/abc-960.webp 960w, /uploads/covers/abc-1600.webp 1600w",
    );
    expect(image).toHaveAttribute("sizes", "100vw");
    expect(image).toHaveAttribute("width", "1600");
    expect(image).toHaveAttribute("height", "900");
    expect(image).toHaveAttribute("decoding", "async");
    expect(image).toHaveClass("w-full");
  });

  it("fetches the priority image at once and first", () => {
    const image = renderImage(true);
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
  });

  it("leaves any other image to load lazily", () => {
    const image = renderImage();
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("fetchpriority", "auto");
  });

  it("uses a URL that is not an uploaded copy as given, without srcset", () => {
    render(<ResponsiveImage src="https://example.com/a.png" alt="" sizes="100vw" width={1200} height={630} />);
    expect(document.querySelector("img")).not.toHaveAttribute("srcset");
  });
});
