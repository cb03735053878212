import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time; the server's files mostly wait on
    // PostgreSQL, so two at once keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "contracts/**/*.test.ts",
            "pdf/**/*.test.ts",
            "scripts/**/*.test.ts",
            "test-support/**/*.test.ts",
          ],
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
