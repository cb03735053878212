import { fileURLToPath } from "node:url";

/**
 * The project folder. Both `server/paths.ts` (tsx, vitest) and the bundled `dist/server.js`
 * sit one level below it, so the same expression works in development and production.
 */
export const PROJECT_ROOT = fileURLToPath(new URL("..", import.meta.url));
export const WEB_DIST_DIR = `${PROJECT_ROOT}dist/web`;
