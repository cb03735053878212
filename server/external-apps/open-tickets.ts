import { timingSafeEqual } from "node:crypto";
import { hashWithKey } from "../tokens/secret-tokens";

/** How long a card's open link works; the list is fetched again well within it. */
export const OPEN_TICKET_TTL_MS = 30 * 60 * 1000;

/**
 * A card's link is a plain navigation (new tab, middle click), which carries no bearer token, so
 * the list gives entitled callers a ticket: user id, expiry and an HMAC over them and the app.
 * The open route still checks the user's tier when it is used.
 */
export function issueOpenTicket(hashKey: string, appId: string, userId: string, now = Date.now()): string {
  const expires = String(now + OPEN_TICKET_TTL_MS);
  return `${userId}.${expires}.${sign(hashKey, appId, userId, expires)}`;
}

/** The user id a valid, unexpired ticket for this app names; undefined otherwise. */
export function readOpenTicket(hashKey: string, appId: string, ticket: string, now = Date.now()): string | undefined {
  const [userId, expires, signature, ...rest] = ticket.split(".");
  if (!userId || !expires || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expires)) return undefined;
  if (Number(expires) < now) return undefined;
  const expected = Buffer.from(sign(hashKey, appId, userId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

function sign(hashKey: string, appId: string, userId: string, expires: string): string {
  return hashWithKey(hashKey, `external-app-open:${appId}:${userId}:${expires}`);
}
