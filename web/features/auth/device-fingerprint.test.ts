import { describe, expect, it } from "vitest";
import { computeDeviceFingerprint, readDeviceTraits, type DeviceTraits } from "./device-fingerprint";

const TRAITS: DeviceTraits = {
  userAgent: "Mozilla/5.0 Test",
  language: "es-ES",
  screenWidth: 1280,
  screenHeight: 800,
  colorDepth: 24,
  timezoneOffset: -60,
  hasSessionStorage: true,
  hasLocalStorage: true,
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("device fingerprint", () => {
  it("is the SHA-256 hex of the device's traits in order", async () => {
    const fingerprint = await computeDeviceFingerprint(TRAITS);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).toBe(await sha256Hex("Mozilla/5.0 Test|es-ES|1280|800|24|-60|true|true"));
  });

  it("changes when any field changes", async () => {
    const base = await computeDeviceFingerprint(TRAITS);
    expect(await computeDeviceFingerprint({ ...TRAITS, screenWidth: 360 })).not.toBe(base);
    expect(await computeDeviceFingerprint({ ...TRAITS, hasLocalStorage: false })).not.toBe(base);
  });

  it("reads the traits of this browser", () => {
    const traits = readDeviceTraits();
    expect(traits.userAgent).toBe(navigator.userAgent);
    expect(traits.hasLocalStorage).toBe(true);
    expect(traits.hasSessionStorage).toBe(true);
  });
});
