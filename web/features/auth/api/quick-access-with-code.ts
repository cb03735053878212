import type { TQuickAccessResponse } from "../../../../contracts/auth";
import { callFunction } from "./call-function";

/** Exchanges a quick access code for a session (spec section 7); no token needed. */
export function quickAccessWithCode(code: string): Promise<Partial<TQuickAccessResponse> | null> {
  return callFunction("quick-access-with-code", { body: { code: code.trim().toUpperCase() } });
}
