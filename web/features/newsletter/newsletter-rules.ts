/**
 * Mirrors of contracts/newsletter.ts for the home page. Importing a value from contracts pulls zod
 * into the first page and breaks its 200 KB budget, so these few stay here;
 * newsletter-rules.test.ts fails if they drift from the contract.
 */
export const NEWSLETTER_EMAIL_MAX = 254;
export const NEWSLETTER_LANGUAGES = ["es", "ca", "en"] as const;
export const NEWSLETTER_RESULT_PARAM = "newsletter";
export const NEWSLETTER_LINK_RESULTS = ["confirmed", "unsubscribed", "invalid"] as const;
export const NEWSLETTER_INVALID_EMAIL = "invalid_email";

/** Non-empty and containing @ (the server checks a real address shape). */
export function isNewsletterEmailAcceptable(email: string): boolean {
  return email.trim() !== "" && email.includes("@");
}
