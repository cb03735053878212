import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "../fixtures/admin-credentials";
import { listenStripeStandIn } from "../../test-support/stripe-stand-in";

export const WEBHOOK_SECRET = "whsec_e2e_stand_in";

/**
 * A second app instance with Stripe on, talking to the Stripe stand-in (the shared e2e server
 * runs the embedded default, without Stripe). Own port, own DATA_DIR, its own embedded database.
 */
export async function startStripeInstance() {
  const standIn = await listenStripeStandIn();
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const baseURL = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "platform-e2e-stripe-")),
      LOG_LEVEL: "warn",
      SEED_DEMO_CONTENT: "false",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RATE_LIMITS_ENABLED: "false",
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
      STRIPE_SECRET_KEY: "sk_test_e2e",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: "price_basic",
      STRIPE_PRICE_PREMIUM: "price_premium",
      STRIPE_API_BASE: standIn.url,
    },
  });
  await waitUntilReady(baseURL, child);
  return {
    baseURL,
    standIn,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await standIn.close();
    },
  };
}

async function waitUntilReady(baseURL: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the Stripe instance exited with ${child.exitCode}`);
    const ready = await fetch(`${baseURL}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the Stripe instance did not become ready");
}
