import type { AppContext } from "./context";
import { bootstrapAdmin } from "./auth/admin-bootstrap";

/**
 * One-off work at start after migrations: admin bootstrap, demo content on an empty database.
 * Each domain adds its step here, in order.
 */
export async function startUp(context: AppContext): Promise<void> {
  await bootstrapAdmin(context);
}
