import type { OutputBundle, OutputChunk, PluginContext } from "rolldown";
import { describe, expect, it } from "vitest";
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from "./compile-hints";

function chunk(name: string, code: string): OutputChunk {
  return { type: "chunk", name, fileName: `assets/${name}-hash.js`, code } as OutputChunk;
}

async function runPlugin(chunkNames: string[], bundle: OutputBundle) {
  const hook = compileHints({ chunkNames }).generateBundle;
  if (!hook || typeof hook !== "object") throw new Error("the plugin orders its generateBundle hook");
  await hook.handler.call({} as PluginContext, {} as never, bundle, false);
}

describe("compileHints", () => {
  it("puts V8's hint on the first line of the named chunks only", async () => {
    const bundle = {
      web: chunk("web", "const __vite__mapDeps=1;\nexport{}"),
      query: chunk("query", "export{}"),
      admin: chunk("admin-page", "export{}"),
    };
    await runPlugin(["web", "query"], bundle);

    expect(bundle.web.code).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}\nconst __vite__mapDeps=1;\nexport{}`);
    expect(bundle.query.code.split("\n")[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(bundle.admin.code).toBe("export{}");
  });

  it("runs after the other plugins' generateBundle, so nothing lands above the hint", () => {
    const hook = compileHints({ chunkNames: ["web"] }).generateBundle;
    expect(hook).toMatchObject({ order: "post" });
  });
});
