import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig, type Config } from "./core/config";
import { applyMigrations, openDatabase, type Database } from "./db/client";
import { shutDown } from "./shutdown";
import { buildApp } from "./app";
import { startUp } from "./start-up/start-up";
import { createContext, type AppContext } from "./context";
import { createLogger } from "./core/logger";
import { warnWithoutPublicUrl } from "./core/site";
import { prepareDataDir } from "./core/data-dir";
import { warnWhenFilesAreNotShared } from "./files/create-store";

/** Starts the platform: config, database (embedded unless DATABASE_URL), migrations, HTTP. */
async function main(config: Config) {
  const log = createLogger(config);
  await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    // PostgreSQL's own failures (a FATAL at start, a PANIC) must reach the default log level.
    log: (message) =>
      /\b(FATAL|PANIC):/.test(message)
        ? log.error({ source: "postgres" }, message)
        : log.debug({ source: "postgres" }, message),
    onIdleError: (error) => log.error({ err: error }, "idle database connection failed"),
  });
  const running: { app?: FastifyInstance; context?: AppContext; database: Database } = { database };
  let isStopping = false;
  const stop = async (signal: "SIGINT" | "SIGTERM") => {
    if (isStopping) return;
    isStopping = true;
    log.info(`${signal} received, stopping`);
    // A supervisor's SIGTERM drains first; Ctrl+C at a terminal stops at once.
    await shutDown(running, signal === "SIGTERM" ? config.SHUTDOWN_DRAIN_SECONDS : 0, log);
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await applyMigrations(database.db);
  const context = createContext(config, database, log);
  running.context = context;
  warnWithoutPublicUrl(config, context.siteOrigin, log);
  warnWhenFilesAreNotShared(config, log);
  const app = await buildApp({ context });
  running.app = app;
  await startUp(context);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Platform ready at ${address.replace("0.0.0.0", "localhost")}`);
}

try {
  await main(loadConfig());
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("Failed to start:", error);
  process.exit(1);
}
