import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

/** Every class token written in a className or cn() string in the app. */
function findAppClassTokens(): string[] {
  const tokens = new Set<string>();
  const directory = path.resolve(import.meta.dirname, "..");
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
  );
  for (const file of files) {
    const source = readFileSync(path.join(directory, file), "utf8");
    for (const match of source.matchAll(/(?:className=|cn\(|\? |: |, )"([^"{}$]+)"/g)) {
      for (const token of (match[1] ?? "").split(/\s+/)) if (/^[!-]?[a-z[]/.test(token)) tokens.add(token);
    }
  }
  return [...tokens];
}

describe("cn", () => {
  it("lets a later utility win over an earlier one that sets the same property", () => {
    expect(cn("px-4 py-2", "px-2")).toBe("py-2 px-2");
    expect(cn("text-sm text-slate-700", "text-red-600")).toBe("text-sm text-red-600");
    expect(cn("text-sm", "text-lg")).toBe("text-lg");
    expect(cn("border border-slate-200", "border-2")).toBe("border-slate-200 border-2");
    expect(cn("flex flex-col", "block")).toBe("flex-col block");
    expect(cn("px-2 py-1", "p-4")).toBe("p-4");
    expect(cn("rounded-t-md", "rounded-full")).toBe("rounded-full");
    expect(cn("shadow-sm shadow-slate-200", "shadow-none")).toBe("shadow-slate-200 shadow-none");
  });

  it("keeps utilities under different variants, and arbitrary values apart from their colons", () => {
    expect(cn("px-4 md:px-6 hover:bg-slate-100", "md:px-8")).toBe("px-4 hover:bg-slate-100 md:px-8");
    expect(cn("w-[calc(100%-1rem)] grid-cols-[max-content_1fr]", "w-full")).toBe("grid-cols-[max-content_1fr] w-full");
    expect(cn("hover:bg-[color:var(--x)]", "hover:bg-red-50")).toBe("hover:bg-red-50");
  });

  it("keeps classes it does not know and drops falsy inputs", () => {
    expect(cn("markdown group", false, undefined, { "sr-only": true, hidden: false })).toBe("markdown group sr-only");
  });

  it("agrees with tailwind-merge on every pair of classes the app writes", () => {
    const tokens = findAppClassTokens();
    expect(tokens.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    // tailwind-merge 3 takes Tailwind 3's `bg-gradient-to-*` for a colour; Tailwind 4 still draws it as an image.
    const isGradientBesideColour = (first: string, second: string) =>
      [first, second].some((name) => name.includes("bg-gradient-to-")) &&
      [first, second].some((name) => name.startsWith("bg-"));
    for (const first of tokens) {
      for (const second of tokens) {
        if (isGradientBesideColour(first, second)) continue;
        const ours = cn(first, second);
        const theirs = twMerge(first, second);
        if (ours !== theirs) disagreements.push(`cn("${first}", "${second}") = "${ours}", tailwind-merge: "${theirs}"`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
  });
});
