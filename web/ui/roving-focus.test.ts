import { describe, expect, it } from "vitest";
import { rovingTarget } from "./roving-focus";

const items = ["a", "b", "c"];

describe("rovingTarget", () => {
  it("steps forward and back along the list's own axis, wrapping at both ends", () => {
    expect(rovingTarget(items, "a", "ArrowRight", "horizontal")).toBe("b");
    expect(rovingTarget(items, "c", "ArrowRight", "horizontal")).toBe("a");
    expect(rovingTarget(items, "a", "ArrowLeft", "horizontal")).toBe("c");
    expect(rovingTarget(items, "b", "ArrowDown", "vertical")).toBe("c");
    expect(rovingTarget(items, "a", "ArrowUp", "vertical")).toBe("c");
  });

  it("ignores the other axis's arrows and keys that do not move", () => {
    expect(rovingTarget(items, "a", "ArrowDown", "horizontal")).toBeUndefined();
    expect(rovingTarget(items, "a", "ArrowRight", "vertical")).toBeUndefined();
    expect(rovingTarget(items, "a", "Enter", "vertical")).toBeUndefined();
  });

  it("goes to the first or last item on Home and End", () => {
    expect(rovingTarget(items, "b", "Home", "vertical")).toBe("a");
    expect(rovingTarget(items, "b", "End", "horizontal")).toBe("c");
  });

  it("enters the list at its first or last item when the focus is outside it", () => {
    expect(rovingTarget(items, null, "ArrowDown", "vertical")).toBe("a");
    expect(rovingTarget(items, "elsewhere", "ArrowUp", "vertical")).toBe("c");
  });

  it("finds nothing in an empty list", () => {
    expect(rovingTarget([], null, "ArrowDown", "vertical")).toBeUndefined();
    expect(rovingTarget([], null, "End", "vertical")).toBeUndefined();
  });
});
