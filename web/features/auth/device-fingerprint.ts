/** What the fingerprint is made of (docs/product.md, "This device's session token"). */
export interface DeviceTraits {
  userAgent: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  timezoneOffset: number;
  hasSessionStorage: boolean;
  hasLocalStorage: boolean;
}

function hasStorage(name: "sessionStorage" | "localStorage"): boolean {
  try {
    return typeof window[name] !== "undefined" && window[name] !== null;
  } catch {
    // Blocked storage (privacy settings) throws on access.
    return false;
  }
}

export function readDeviceTraits(): DeviceTraits {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    screenWidth: screen.width,
    screenHeight: screen.height,
    colorDepth: screen.colorDepth,
    timezoneOffset: new Date().getTimezoneOffset(),
    hasSessionStorage: hasStorage("sessionStorage"),
    hasLocalStorage: hasStorage("localStorage"),
  };
}

/** SHA-256 hex of the device traits, in a fixed order. */
export async function computeDeviceFingerprint(traits: DeviceTraits = readDeviceTraits()): Promise<string> {
  const text = [
    traits.userAgent,
    traits.language,
    traits.screenWidth,
    traits.screenHeight,
    traits.colorDepth,
    traits.timezoneOffset,
    traits.hasSessionStorage,
    traits.hasLocalStorage,
  ].join("|");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
