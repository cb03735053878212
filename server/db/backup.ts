import { once } from "node:events";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import type pg from "pg";

/**
 * A consistent logical backup of the platform's tables, as gzip-ready JSON lines: a header
 * (format, migrations applied, tables), then for each table a `["table", name]` line and one
 * `["row", {...}]` line per row. Read inside one REPEATABLE READ transaction, so the file is a
 * single moment of the database while the app keeps serving. We write our own format because
 * the embedded PostgreSQL ships no pg_dump, and the machine's pg_dump may be older than it.
 */
const FORMAT = "platform-backup";
const FORMAT_VERSION = 1;
const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;

type Line = ["header", BackupHeader] | ["table", string];
/** Rows stay PostgreSQL's own JSON text end to end: no precision lost to JavaScript numbers or dates. */
const ROW_PREFIX = '["row",';

export interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** Hashes of the migrations applied when the backup was taken, oldest first. */
  migrations: string[];
  tables: string[];
}

export interface BackupSummary {
  tables: number;
  rows: number;
}

export class BackupError extends Error {}

export async function writeBackup(pool: pg.Pool, output: Writable): Promise<BackupSummary> {
  const client = await pool.connect();
  const writeText = async (text: string) => {
    if (!output.write(text)) await once(output, "drain");
  };
  const write = (line: Line) => writeText(`${JSON.stringify(line)}\n`);
  let rows = 0;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const tables = await listTables(client);
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      migrations: await listMigrations(client),
      tables,
    };
    await write(["header", header]);
    for (const table of tables) {
      await write(["table", table]);
      const columns = (await listWritableColumns(client, table)).map(quoteIdentifier).join(", ");
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR
         SELECT row_to_json(r)::text AS json FROM (SELECT ${columns} FROM ${quoteIdentifier(table)}) r`,
      );
      for (;;) {
        const batch = await client.query<{ json: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
        for (const row of batch.rows) await writeText(`${ROW_PREFIX}${row.json}]\n`);
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query("CLOSE backup_rows");
    }
    await client.query("COMMIT");
    return { tables: tables.length, rows };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface RestoreOptions {
  /** Empty every table first; without it, restoring into a database with data is refused. */
  replace?: boolean;
}

/**
 * Restores a backup into a database migrated to the same migrations, in one transaction: a
 * refused or failed restore changes nothing. Needs a superuser (the embedded database's), as
 * foreign keys are checked once the whole backup is in, not row by row.
 */
export async function restoreBackup(
  pool: pg.Pool,
  input: Readable,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const client = await pool.connect();
  let table: string | undefined;
  let pending: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (!table || pending.length === 0) return;
    await insertRows(client, table, pending);
    rows += pending.length;
    pending = [];
  };
  try {
    await client.query("BEGIN");
    let header: BackupHeader | undefined;
    // Made just before reading: lines emitted before the loop starts would be lost.
    const lines = createInterface({ input, crlfDelay: Infinity });
    for await (const text of lines) {
      if (!text) continue;
      if (text.startsWith(ROW_PREFIX)) {
        if (!table) throw new BackupError("A row comes before its table in the backup.");
        pending.push(text.slice(ROW_PREFIX.length, -1));
        if (pending.length >= INSERT_ROWS) await flush();
        continue;
      }
      const line = parseLine(text);
      if (line[0] === "header") {
        header = line[1];
        await checkCompatible(client, header, options);
        await client.query("SET LOCAL session_replication_role = replica");
      } else if (!header) {
        throw new BackupError("Not a platform backup: the file does not start with its header.");
      } else {
        await flush();
        if (!header.tables.includes(line[1])) throw new BackupError(`The backup names an unknown table: ${line[1]}`);
        table = line[1];
      }
    }
    if (!header) throw new BackupError("The file is empty.");
    await flush();
    await resetSequences(client);
    await client.query("COMMIT");
    return { tables: header.tables.length, rows };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function checkCompatible(client: pg.PoolClient, header: BackupHeader, { replace }: RestoreOptions) {
  if (header.format !== FORMAT || header.version !== FORMAT_VERSION) {
    throw new BackupError(`Unsupported backup format: ${header.format} v${header.version}`);
  }
  const migrations = await listMigrations(client);
  if (migrations.join() !== header.migrations.join()) {
    throw new BackupError(
      `The backup was taken at migration ${header.migrations.length}; this database is at ${migrations.length}. ` +
        "Restore it with the release that took it, then upgrade.",
    );
  }
  const tables = await listTables(client);
  if (replace) {
    await client.query(`TRUNCATE ${tables.map(quoteIdentifier).join(", ")} CASCADE`);
    return;
  }
  for (const table of tables) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quoteIdentifier(table)} LIMIT 1`);
    if (rowCount) throw new BackupError(`Table ${table} already has data: restore with --replace to overwrite it.`);
  }
}

async function insertRows(client: pg.PoolClient, table: string, rows: string[]) {
  const columns = (await listWritableColumns(client, table)).map(quoteIdentifier).join(", ");
  const name = quoteIdentifier(table);
  // json_populate_recordset converts each value with the column's own input function.
  await client.query(
    `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE
     SELECT ${columns} FROM json_populate_recordset(null::${name}, $1::json)`,
    [`[${rows.join(",")}]`],
  );
}

async function resetSequences(client: pg.PoolClient) {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `SELECT c.relname AS table_name, a.attname AS column_name,
            pg_get_serial_sequence(format('%I', c.relname), a.attname) AS sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r'
        AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`,
  );
  for (const { table_name, column_name, sequence } of rows) {
    const column = quoteIdentifier(column_name);
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${column}) FROM ${quoteIdentifier(table_name)}), 1),
                     (SELECT max(${column}) FROM ${quoteIdentifier(table_name)}) IS NOT NULL)`,
      [sequence],
    );
  }
}

async function listTables(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Every column but generated ones, which PostgreSQL computes again on insert. */
async function listWritableColumns(client: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
      WHERE attrelid = format('public.%I', $1::text)::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

async function listMigrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ hash: string }>(`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`);
  return rows.map((row) => row.hash);
}

function parseLine(text: string): Line {
  const parsed: unknown = JSON.parse(text);
  const isLine =
    Array.isArray(parsed) && (parsed[0] === "header" || (parsed[0] === "table" && typeof parsed[1] === "string"));
  if (!isLine) throw new BackupError("Not a platform backup line.");
  return parsed as Line;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
