import { useEffect } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateInSlices } from "./hydrate-in-slices";

const ROWS = 200;

/** Holds the main thread for a moment, as a real component's render does. */
function work(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // the render's own work
  }
}

function SlowRow({ index }: { index: number }) {
  work(0.25);
  return <li>Fila {index}</li>;
}

function List({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return (
    <ul>
      {Array.from({ length: ROWS }, (_, index) => (
        <SlowRow key={index} index={index} />
      ))}
    </ul>
  );
}

describe("hydrateInSlices", () => {
  it("keeps the server's markup and lets the page's other tasks run while it hydrates", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<List onHydrated={() => undefined} />);
    document.body.append(container);
    const serverMarkup = container.innerHTML;

    let hydrated = false;
    let otherTasks = 0;
    const done = new Promise<void>((resolve) => {
      hydrateInSlices(
        container,
        <List
          onHydrated={() => {
            hydrated = true;
            resolve();
          }}
        />,
      );
    });
    while (!hydrated) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      otherTasks += 1;
    }
    await done;

    expect(container.innerHTML).toBe(serverMarkup);
    // ~50 ms of rendering, hydrated in slices of ~5 ms: other tasks run in between. Hydrated at
    // the default priority it is one task, and this count stays at 1 or 2.
    expect(otherTasks).toBeGreaterThan(3);
  });
});
