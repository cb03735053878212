import type { TActivateCodeResponse } from "../../../../contracts/auth";
import { callFunction } from "./call-function";

/** Upgrades the signed-in user's tier with an activation code. */
export function activateCode(accessToken: string, code: string): Promise<TActivateCodeResponse> {
  return callFunction("activate-code", { accessToken, body: { code: code.trim().toUpperCase() } });
}
