import { ConfigError, loadConfig } from "./config";
import { applyMigrations, openDatabase } from "./db/client";
import { buildApp } from "./app";
import { startUp } from "./start-up";
import type { AppContext } from "./context";

/** Starts the platform: config, database (embedded unless DATABASE_URL), migrations, HTTP. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.log(`${signal} received, stopping`);
    await app?.close().catch(() => undefined);
    await database.close().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await applyMigrations(database.db);
  const context: AppContext = { config, database, pageMeta: [] };
  app = await buildApp({ context });
  await startUp(context, app.log);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Platform ready at ${address.replace("0.0.0.0", "localhost")}`);
}

main().catch((error: unknown) => {
  console.error("Failed to start:", error);
  process.exit(1);
});
