import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { TWebhookDelivery } from "../../../contracts/integrations";
import { AddressRefusedError, resolveCheckedAddresses, type ResolvedAddress } from "./addresses";
import { signWebhook } from "./secrets";

/** A receiver that has not answered within this long has failed this try. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

export type TryOutcome = Pick<TWebhookDelivery, "status" | "responseStatus" | "error">;

/**
 * One try: POST the body, signed now, to the checked addresses of the URL's host. A 2xx answer
 * succeeds; anything else fails (the queue retries it). Redirects are not followed (a 3xx is a
 * failure), so a receiver cannot send the request on to an address that was not checked.
 */
export async function tryDelivery(
  message: WebhookMessage,
  allowPrivate: boolean,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<TryOutcome> {
  const url = new URL(message.url);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolveCheckedAddresses(url.hostname, allowPrivate);
  } catch (error) {
    if (error instanceof AddressRefusedError)
      return { status: "failed", responseStatus: null, error: "address_refused" };
    return { status: "failed", responseStatus: null, error: "connection_failed" };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    "content-type": "application/json",
    "user-agent": "plataforma-webhooks/1",
    "webhook-id": message.messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook(message.secret, message.messageId, timestamp, message.body),
  };
  try {
    const responseStatus = await post(url, addresses, headers, message.body, timeoutMs);
    const succeeded = responseStatus >= 200 && responseStatus < 300;
    return { status: succeeded ? "succeeded" : "failed", responseStatus, error: null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return { status: "failed", responseStatus: null, error: timedOut ? "timeout" : "connection_failed" };
  }
}

/** The answer's status code; the connection goes only to `addresses` (no DNS of its own). */
function post(
  url: URL,
  addresses: ResolvedAddress[],
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
) {
  const [first] = addresses;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error("no address"), "", 4);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        lookup: pinned,
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // Only the status counts: the answer's body is neither read nor kept.
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
