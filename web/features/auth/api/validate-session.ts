import type { TValidateSessionRequest, TValidateSessionResponse } from "../../../../contracts/auth";
import { callFunction } from "./call-function";

/** Records this device as an active session; refused with `max_sessions_exceeded` past the limit. */
export function validateSession(accessToken: string, body: TValidateSessionRequest): Promise<TValidateSessionResponse> {
  return callFunction("validate-session", { accessToken, body });
}
