import { describe, expect, it } from "vitest";
import "./zod-without-eval";
import { z } from "zod";

describe("zod-without-eval", () => {
  it("turns zod's eval-compiled parsers off through the configuration zod reads", () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: "Ada" })).toEqual({ name: "Ada" });
  });
});
