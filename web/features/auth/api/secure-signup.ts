import type { TSecureSignupRequest, TSecureSignupResponse } from "../../../../contracts/auth";
import { callFunction } from "./call-function";

/** The display name is the part of the e-mail before the @. */
export function displayNameFromEmail(email: string): string {
  return email.trim().split("@")[0] ?? "";
}

export function secureSignup(body: TSecureSignupRequest): Promise<TSecureSignupResponse> {
  return callFunction("secure-signup", { body });
}
