import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";

const CLASS_TOKEN = /^[!-]?[a-z@*[][^\s"'`]*$/;

/** A token tailwind-merge knows: it merges a known class with itself and keeps an unknown one twice. */
function isTailwindClass(token: string): boolean {
  return twMerge(`${token} ${token}`) === token;
}

/**
 * Every class token the app writes: in className attributes and cn() calls, and in any string
 * constant holding a class list (variant maps, shared class strings). A string counts as a class
 * list when every word looks like a class and one at least is a Tailwind utility.
 */
function findAppClassTokens(): string[] {
  const tokens = new Set<string>();
  const directory = path.resolve(import.meta.dirname, "..");
  const files = readdirSync(directory, { recursive: true, encoding: "utf8" }).filter(
    // The merge's own tables name property groups (`overflow-x`), not classes.
    (file) =>
      /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !/lib[\\/](cn|tailwind-groups)\.ts$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(path.join(directory, file), "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? "").replace(/\$\{[^}]*\}/g, " ");
      const words = text.split(/\s+/).filter(Boolean);
      if (words.length === 0 || !words.every((word) => CLASS_TOKEN.test(word))) continue;
      if (!words.some(isTailwindClass)) continue;
      for (const word of words) tokens.add(word);
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

  it("splits on any whitespace, as a class list written over several lines is", () => {
    expect(cn("px-2\npy-4", "px-8")).toBe("py-4 px-8");
    expect(cn("px-2\tpy-4\r\n  text-sm", "  px-8  ")).toBe("py-4 text-sm px-8");
  });

  it("reads which property an arbitrary background value sets", () => {
    expect(cn("bg-[url(/hero.png)]", "bg-red-500")).toBe("bg-[url(/hero.png)] bg-red-500");
    expect(cn("bg-[url(/hero.png)]", "bg-none")).toBe("bg-none");
    expect(cn("bg-[linear-gradient(#fff,#000)] bg-white", "bg-[image:var(--hero)]")).toBe(
      "bg-white bg-[image:var(--hero)]",
    );
    expect(cn("bg-size-[auto_100px]", "bg-cover")).toBe("bg-cover");
    expect(cn("bg-size-[auto_100px]", "bg-red-500")).toBe("bg-size-[auto_100px] bg-red-500");
    expect(cn("bg-[length:200px_100px] bg-[position:1rem]", "bg-top")).toBe("bg-[length:200px_100px] bg-top");
    expect(cn("bg-position-[center_top]", "bg-center")).toBe("bg-center");
    expect(cn("bg-[#fff] bg-(--hero)", "bg-red-500")).toBe("bg-red-500");
  });

  it("keeps border-spacing apart from the border's width and colour", () => {
    expect(cn("border-spacing-2 border-2", "border-red-500")).toBe("border-spacing-2 border-2 border-red-500");
    expect(cn("border-spacing-x-4", "border-spacing-2")).toBe("border-spacing-2");
    expect(cn("border-spacing-2", "border-spacing-y-4")).toBe("border-spacing-2 border-spacing-y-4");
  });

  it("reads variants in any order, except around the ones whose order matters", () => {
    expect(cn("hover:focus:px-2", "focus:hover:px-4")).toBe("focus:hover:px-4");
    expect(cn("md:hover:!px-2", "hover:md:!px-4")).toBe("hover:md:!px-4");
    expect(cn("before:hover:px-2", "hover:before:px-4")).toBe("before:hover:px-2 hover:before:px-4");
    expect(cn("[&>*]:hover:px-2", "hover:[&>*]:px-4")).toBe("[&>*]:hover:px-2 hover:[&>*]:px-4");
  });

  it("keeps classes it does not know and drops falsy inputs", () => {
    expect(cn("markdown group", false, undefined, { "sr-only": true, hidden: false })).toBe("markdown group sr-only");
  });

  it("collects the classes of string constants, not only of className attributes", () => {
    const tokens = findAppClassTokens();
    // web/ui/form-controls.tsx's shared field classes and web/ui/button.tsx's variant map.
    expect(tokens).toContain("aria-[invalid=true]:border-red-500");
    expect(tokens).toContain("hover:bg-accent-hover");
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
