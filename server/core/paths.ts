import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder: the nearest one above this module with a package.json. This file runs from
 * `server/core/` (tsx, vitest) and bundled into `dist/server.js`, at different depths.
 */
function findProjectRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("No package.json above the server code");
    folder = parent;
  }
  return `${folder}${path.sep}`;
}

export const PROJECT_ROOT = findProjectRoot();
export const WEB_DIST_DIR = `${PROJECT_ROOT}dist/web`;
