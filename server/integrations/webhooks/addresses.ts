import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { badRequest } from "../../core/errors";

/**
 * Addresses a webhook never reaches unless WEBHOOKS_ALLOW_PRIVATE: this machine, private
 * networks, link-local (cloud metadata at 169.254.169.254 included), carrier-grade NAT,
 * unspecified, multicast, reserved and documentation ranges. Node's BlockList also matches the
 * IPv4-mapped IPv6 form of every IPv4 range (::ffff:10.0.0.1).
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-compatible and NAT64 forms carry an IPv4 address this list cannot see through.
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv6");
}

/** True for an address a webhook may be delivered to without WEBHOOKS_ALLOW_PRIVATE. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !REFUSED.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The URL a webhook may be created with, normalised, or a 400 saying what is wrong: https (http
 * too with private addresses allowed), no user name or password, and no host that is private by
 * its very name or number. Names are resolved and checked again at each delivery.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badRequest("url is not a valid absolute URL");
  }
  const schemes = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!schemes.includes(url.protocol)) throw badRequest("url must start with https://");
  if (url.username || url.password) throw badRequest("url must not contain a user name or password");
  if (allowPrivate) return url.href;
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host) !== 0 ? !isPublicAddress(host) : isLocalName(host)) {
    throw badRequest("url must point to a public address, not a private, loopback or link-local one");
  }
  return url.href;
}

function isLocalName(host: string): boolean {
  const name = host.replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name.endsWith(".local") || !name.includes(".");
}

/** A name led to an address a webhook may not reach (checked after DNS, at each delivery). */
export class AddressRefusedError extends Error {}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Every address the host resolves to, all of them checked: one private answer among public
 * ones refuses the delivery. The connection is then made to these very addresses, so a second,
 * different DNS answer (rebinding) cannot slip in between the check and the connection.
 */
export async function resolveCheckedAddresses(host: string, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const bare = host.replace(/^\[|\]$/g, "");
  const literal = isIP(bare);
  const answers =
    literal !== 0 ? [{ address: bare, family: literal }] : await lookup(bare, { all: true, verbatim: true });
  const addresses = answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }) as const);
  if (addresses.length === 0) throw new AddressRefusedError(`${host} has no address`);
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new AddressRefusedError(`${host} resolves to a private address`);
  }
  return addresses;
}
