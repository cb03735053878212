import type { Plugin } from "vite";

/** V8's explicit compile hint: compile every function of the file while it downloads. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Marks the named chunks for eager compilation. The entry chunk's functions nearly all run
 * while the page starts and hydrates; compiled lazily, they are parsed a second time on the
 * main thread inside the one task that evaluates the entry, the longest task of a first load.
 * With the hint Chromium compiles them on a background thread as the file streams in
 * (docs/decisions.md, "The entry compiles while it downloads, and hydration yields").
 */
export function compileHints({ chunkNames }: { chunkNames: string[] }): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    generateBundle: {
      // After Vite has put its preload map at the top: the comment only counts as the first line.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk" || !chunkNames.includes(output.name)) continue;
          output.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${output.code}`;
        }
      },
    },
  };
}
