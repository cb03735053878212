import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "contracts/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          environment: "jsdom",
          include: ["web/**/*.test.{ts,tsx}"],
          setupFiles: ["web/test/setup.ts"],
          // User-event journeys through forms take seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
