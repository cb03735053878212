import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";

/**
 * DATA_DIR holds the database, its password, the signing keys and the uploads. Others on the
 * machine may pass through it (the embedded database's own user must reach its folders when
 * the app starts as root) but never list it: 0711.
 */
export const DATA_DIR_MODE = 0o711;

/** Makes DATA_DIR, or narrows one an older version made wider; called once at start. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const folder = path.resolve(dataDir);
  await mkdir(folder, { recursive: true, mode: DATA_DIR_MODE });
  await chmod(folder, DATA_DIR_MODE);
}
