import { APICallError } from "ai";

/** What the browser sees when the provider fails: a code, never the provider's own text. */
export const PROVIDER_ERROR_TEXT = "provider_error";
/** The provider refused for lack of credit on the installation's account (HTTP 402, OpenAI's `insufficient_quota`). */
export const INSUFFICIENT_CREDITS_TEXT = "insufficient_credits";
/** Our own writes for the turn failed: the browser shows its generic error. */
export const INTERNAL_ERROR_TEXT = "internal_error";

/**
 * The code the browser sees for a provider failure. Only a refusal for lack of credit on the
 * installation's account is told apart (`insufficient_credits`): the user cannot fix it, an
 * administrator can. Everything else is `provider_error`; the provider's own text stays here.
 */
export function errorTextOf(error: unknown): string {
  if (APICallError.isInstance(error)) {
    const body = error.responseBody ?? "";
    if (error.statusCode === 402 || /insufficient_quota|insufficient_credits|insufficient_balance/i.test(body))
      return INSUFFICIENT_CREDITS_TEXT;
  }
  return PROVIDER_ERROR_TEXT;
}

/** The kind of a failure for our logs; the provider's text may carry secrets, so it is cut short. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return "unknown error";
}
