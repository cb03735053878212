import type { TCheckSubscriptionResponse } from "../../../../contracts/auth";
import { callFunction } from "./call-function";

/** The tier, status and admin flag of the signed-in user. */
export function checkSubscription(accessToken: string): Promise<TCheckSubscriptionResponse> {
  return callFunction("check-subscription", { accessToken });
}
