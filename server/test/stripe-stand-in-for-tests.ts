import { afterAll } from "vitest";
import { listenStripeStandIn } from "../../test-support/stripe-stand-in";

/** The Stripe stand-in for one vitest file, closed after it. */
export async function startStripeStandIn() {
  const standIn = await listenStripeStandIn();
  afterAll(standIn.close);
  return standIn;
}
