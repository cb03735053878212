import { describe, expect, it } from "vitest";
import { toAddressKey } from "./client-address";

describe("per-IP limit keys", () => {
  it("keep IPv4 addresses and key IPv6 ones by their /64", () => {
    expect(toAddressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(toAddressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(toAddressKey("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(toAddressKey("2001:0db8:000a:000b::9")).toBe("2001:db8:a:b::/64");
    expect(toAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(toAddressKey("::1")).toBe("0:0:0:0::/64");
    expect(toAddressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
