import { describe, expect, it } from "vitest";
import { AddressRefusedError, checkWebhookUrl, isPublicAddress, resolveCheckedAddresses } from "./addresses";

describe("webhook target addresses", () => {
  it.each([
    "0.0.0.0",
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "::127.0.0.1",
    "64:ff9b::a00:1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "accepts the public %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("normalises an accepted URL and allows http only with private addresses allowed", () => {
    expect(checkWebhookUrl("https://Hooks.Example.com/a?b=1", false)).toBe("https://hooks.example.com/a?b=1");
    expect(() => checkWebhookUrl("http://127.0.0.1:9000/hook", false)).toThrow(/https/);
    expect(checkWebhookUrl("http://127.0.0.1:9000/hook", true)).toBe("http://127.0.0.1:9000/hook");
    expect(() => checkWebhookUrl("https://intranet/hook", false)).toThrow(/public/);
  });

  it("resolves a name and refuses it when any of its addresses is private", async () => {
    await expect(resolveCheckedAddresses("localhost", false)).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(resolveCheckedAddresses("[::1]", false)).rejects.toBeInstanceOf(AddressRefusedError);
    expect(await resolveCheckedAddresses("127.0.0.1", true)).toEqual([{ address: "127.0.0.1", family: 4 }]);
  });
});
