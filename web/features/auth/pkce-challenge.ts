import { CODE_VERIFIER_KEY } from "./auth-client-ready";

/**
 * For requests that mail a link without going through auth-js (secure-signup): keeps a PKCE
 * verifier where auth-js finds it and answers the S256 challenge to send, so the link comes back
 * with `?code=` that the auth client exchanges, as for its own calls.
 */
export async function prepareCodeChallenge(): Promise<{ code_challenge: string; code_challenge_method: "s256" }> {
  const verifier = toBase64Url(crypto.getRandomValues(new Uint8Array(48)));
  // auth-js stores its values as JSON.
  localStorage.setItem(CODE_VERIFIER_KEY, JSON.stringify(verifier));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return { code_challenge: toBase64Url(new Uint8Array(digest)), code_challenge_method: "s256" };
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
