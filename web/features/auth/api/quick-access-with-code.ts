import type { TQuickAccessRequest, TQuickAccessResponse } from "../../../../contracts/auth";
import { readQuickAccessDeviceToken } from "../quick-access-device";
import { callFunction } from "./call-function";

/** Exchanges a quick access code for a session; no token needed. */
export function quickAccessWithCode(code: string): Promise<Partial<TQuickAccessResponse> | null> {
  const body: TQuickAccessRequest = { code: code.trim().toUpperCase(), deviceToken: readQuickAccessDeviceToken() };
  return callFunction("quick-access-with-code", { body });
}
