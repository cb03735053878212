import { randomBytes } from "node:crypto";
import { chmod, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

/** The superuser password of every cluster initialised before the password file existed. */
const LEGACY_PASSWORD = "embedded";
const INVALID_PASSWORD = "28P01";

/**
 * The embedded server's superuser password: random, generated on first start and kept in
 * `DATA_DIR/pg-password`, readable by the app's user only.
 */
export async function loadSuperuserPassword(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, "pg-password");
  const stored = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  const password = stored.trim() || randomBytes(32).toString("base64url");
  if (!stored.trim()) await writeFile(file, password, { mode: 0o600 });
  // A copy restored from a backup may come back world-readable.
  await chmod(file, 0o600);
  return password;
}

interface SuperuserLogin {
  socketDir: string;
  port: number;
  user: string;
  password: string;
}

/**
 * A cluster created before the password file existed still has the constant password. Move it
 * to the stored one. The file is written before the change, so a crash in between only makes
 * the next start repeat it.
 */
export async function adoptSuperuserPassword(login: SuperuserLogin): Promise<void> {
  try {
    await (await connect(login, login.password)).end();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
  }
  let client: pg.Client;
  try {
    client = await connect(login, LEGACY_PASSWORD);
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_PASSWORD) throw error;
    throw new Error(
      "The embedded database refuses the password in DATA_DIR/pg-password: restore the file of this database",
    );
  }
  try {
    await client.query(
      `ALTER ROLE ${client.escapeIdentifier(login.user)} PASSWORD ${client.escapeLiteral(login.password)}`,
    );
  } finally {
    await client.end();
  }
}

async function connect({ socketDir, port, user }: SuperuserLogin, password: string): Promise<pg.Client> {
  const client = new pg.Client({ host: socketDir, port, user, password, database: "postgres" });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}
