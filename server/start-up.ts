import type { AppContext } from "./context";

/**
 * One-off work at start after migrations: admin bootstrap, demo content on an empty database.
 * Each domain adds its step here, in order.
 */
export async function startUp(_context: AppContext): Promise<void> {}
