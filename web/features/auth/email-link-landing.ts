import { useSyncExternalStore } from "react";
import { hasCodeVerifier } from "./auth-client-ready";

/** What an e-mailed link left in the address when the page loaded. */
export interface EmailLinkLanding {
  /** The link's kind (`signup`, `magiclink`, `recovery`, `email_change`), when the address says. */
  type: string | null;
  /** A `?code=` this browser cannot exchange: the link was opened in another browser. */
  hasOrphanCode: boolean;
  /** An implicit-flow session (`#access_token=…`), which the PKCE client refuses. */
  hasSessionFragment: boolean;
  /**
   * A sign-up confirmation this browser is not signed in by (either of the two above): the
   * server confirmed the account before redirecting, so the person can sign in.
   */
  isConfirmedWithoutSession: boolean;
}

let landing: EmailLinkLanding | undefined;

/** The address as the page loaded it, read once (before cleanEmailLinkAddress changes it). */
export function readEmailLinkLanding(): EmailLinkLanding {
  if (landing) return landing;
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const hasSessionFragment = fragment.has("access_token");
  const hasOrphanCode = url.searchParams.has("code") && !hasCodeVerifier();
  const type = url.searchParams.get("type") ?? fragment.get("type");
  landing = {
    type,
    hasOrphanCode,
    hasSessionFragment,
    isConfirmedWithoutSession: type === "signup" && (hasSessionFragment || hasOrphanCode),
  };
  return landing;
}

/**
 * Takes out of the address what the auth client will not use, so no page keeps a token in it.
 * A code with this browser's verifier stays: auth-js exchanges it and removes it itself.
 */
export function cleanEmailLinkAddress(): void {
  const { hasOrphanCode, hasSessionFragment } = readEmailLinkLanding();
  if (!hasOrphanCode && !hasSessionFragment) return;
  const url = new URL(window.location.href);
  if (hasSessionFragment) url.hash = "";
  if (hasOrphanCode) {
    url.searchParams.delete("code");
    url.searchParams.delete("type");
  }
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

const subscribeToNothing = () => () => undefined;

/** The login page's "account confirmed" notice: known in the browser, never on the server. */
export function useSignUpConfirmedWithoutSession(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => readEmailLinkLanding().isConfirmedWithoutSession,
    () => false,
  );
}
