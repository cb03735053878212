import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { E2E_ADMIN } from "./e2e/fixtures/admin-credentials";

// Chosen once in the runner; workers re-read the config and inherit these variables.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "platform-e2e-"));
process.env.E2E_FAKE_AI_PORT ??= String(Number(process.env.E2E_PORT) + 1);
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/fixtures/global-setup.ts",
  fullyParallel: false,
  // Two cores: most of a test's time is the browser and the server waiting on each other.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // CI machines run other builds beside this one: the longest journeys take two to three times
  // their quiet time there, so CI gives each test and each expectation that much room.
  timeout: process.env.CI ? 120_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "es-ES",
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      // The app's AI provider: a local OpenAI-compatible fake (no real model in tests).
      command: "node --import tsx e2e/fixtures/fake-ai-server.ts",
      port: Number(process.env.E2E_FAKE_AI_PORT),
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: { FAKE_AI_PORT: process.env.E2E_FAKE_AI_PORT },
    },
    {
      command: "node dist/server.js",
      url: `${baseURL}/api/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: process.env.E2E_PORT,
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: "warn",
        SEED_DEMO_CONTENT: "true",
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        MAX_ACTIVE_SESSIONS: "3",
        RATE_LIMITS_ENABLED: "false",
        DATABASE_URL: "",
        REDIS_URL: "",
        SMTP_URL: "",
        SHUTDOWN_DRAIN_SECONDS: "0",
        AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_AI_PORT}/v1`,
        AI_MODEL: "fake-model",
        AI_TRANSCRIPTION_MODEL: "fake-whisper",
        // The webhook journeys deliver to a receiver the test starts on this machine.
        WEBHOOKS_ALLOW_PRIVATE: "true",
      },
    },
  ],
});
