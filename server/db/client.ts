import path from "node:path";
import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import * as schema from "./schema/index";
import { ensureDatabaseExists, startEmbeddedPostgres, type EmbeddedServer } from "./embedded";
import { PROJECT_ROOT } from "../core/paths";

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or a transaction on it: writes that must commit together take one. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** Where the pool connects; LISTEN/NOTIFY clients open their own connection here. */
  connectionString: string;
  close: () => Promise<void>;
}

const EMBEDDED_DATABASE = "platform";
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "server/db/migrations");

interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  log?: (message: string) => void;
  /** Told when an idle pooled connection fails (server restart, network cut). */
  onIdleError?: (error: Error) => void;
}

/** Connects to DATABASE_URL, or starts the embedded server when there is none. */
export async function openDatabase({ databaseUrl, dataDir, log, onIdleError }: OpenOptions): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let connectionString = databaseUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres({ dataDir, log });
    await ensureDatabaseExists(embedded, EMBEDDED_DATABASE);
    connectionString = embedded.connectionString(EMBEDDED_DATABASE);
  }
  const database = connectDatabase(connectionString, onIdleError);
  return {
    ...database,
    close: async () => {
      await database.close();
      await embedded?.stop();
    },
  };
}

export function connectDatabase(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
): Database {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle client that loses its server must not crash the process (the next query
  // reconnects), but the failure is reported so an outage shows in the log.
  pool.on("error", onIdleError);
  // The pool listens for errors only on idle clients. A client checked out between two queries
  // (inside a transaction, or holding the start-up lock) that loses its server would emit an
  // error nobody hears, which ends the process; its owner sees the failure on its next query.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return { db: drizzle(pool, { schema }), pool, connectionString, close: () => pool.end() };
}

/** Any fixed number: instances of this app agree on it to take turns at start-up work. */
const START_UP_LOCK_KEY = 7_340_021;

/**
 * Runs `work` while holding a PostgreSQL advisory lock that every instance of this app takes
 * for its start-up work, so instances started together on one database take turns instead
 * of racing through the same check-then-write steps (migrations, demo content, the admin).
 */
export async function withStartUpLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const lockHolder = await db.$client.connect();
  try {
    await lockHolder.query("SELECT pg_advisory_lock($1)", [START_UP_LOCK_KEY]);
    return await work();
  } finally {
    await lockHolder.query("SELECT pg_advisory_unlock($1)", [START_UP_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
}

/**
 * Applies pending migrations, one instance at a time: several instances started together on a
 * fresh database would otherwise all create the same tables and all but one fail to start.
 */
export async function applyMigrations(db: Db): Promise<void> {
  await withStartUpLock(db, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
}
