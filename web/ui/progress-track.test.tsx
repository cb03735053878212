import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { ProgressTrack } from "./progress-track";

afterEach(cleanup);

describe("ProgressTrack", () => {
  it("draws the design's bar, not the browser's native progress, with its share of the width", () => {
    const { container } = render(<ProgressTrack value={3} max={12} label="3 de 12 respondidas" />);
    expect(container.querySelector("progress")).toBeNull();
    const bar = screen.getByRole("progressbar", { name: "3 de 12 respondidas" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(bar.firstElementChild).toHaveClass("bg-accent");
    expect(bar.firstElementChild).toHaveStyle({ width: "25%" });
  });

  it("is hidden from assistive technology when it has no name beside a visible count", () => {
    const { container } = render(<ProgressTrack value={1} max={4} />);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });

  it("never overflows past full or below empty", () => {
    render(<ProgressTrack value={9} max={4} label="más" />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });
});

describe("progress bars across the site", () => {
  it("are all the design's bar: no page draws a native <progress>", () => {
    const webRoot = join(import.meta.dirname, "..");
    const pagesWithNative = readdirSync(webRoot, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".tsx") && !path.endsWith(".test.tsx"))
      .filter((path) => readFileSync(join(webRoot, path), "utf8").includes("<progress"));
    expect(pagesWithNative).toEqual([]);
  });
});
