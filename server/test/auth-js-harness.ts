import { createServer, type AddressInfo } from "node:net";
import { GoTrueClient } from "@supabase/auth-js";
import { createTestApp } from "./app";

type ConfigOverrides = Parameters<typeof createTestApp>[0];

/**
 * The app on a loopback port for the stock auth-js client (docs/architecture.md, HTTP contract). The site
 * origin comes from HOST/PORT, so the port is chosen before the app is built.
 */
export async function startAuthJsHarness(overrides: ConfigOverrides = {}) {
  const port = await findFreePort();
  const { app, context } = await createTestApp({
    RATE_LIMITS_ENABLED: "false",
    ...overrides,
    HOST: "127.0.0.1",
    PORT: String(port),
  });
  await app.listen({ port, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;

  /** A fresh stock client with its own storage, in the implicit (default) or PKCE flow. */
  function createClient(flowType: "implicit" | "pkce" = "implicit") {
    return new GoTrueClient({
      url: `${base}/api/auth`,
      storage: createMemoryStorage(),
      storageKey: `test-${Math.random()}`,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
      flowType,
    });
  }

  /** What a browser does with an e-mailed link: open its page, then submit the page's form. */
  async function pressLinkButton(link: string) {
    const page = await (await fetch(link)).text();
    const fields = [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name = "", value = ""]) => [name, value.replace(/&amp;/g, "&")],
    );
    return fetch(`${base}/api/auth/verify`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  }

  return { app, context, base, createClient, pressLinkButton };
}

async function findFreePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function createMemoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
