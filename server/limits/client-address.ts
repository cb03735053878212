import { isIPv4, isIPv6 } from "node:net";

/**
 * The key per-IP limits count under: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64, so counting single addresses would be no limit at all).
 * IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function toAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const address = ip.split("%")[0] ?? ip;
  const [head = "", tail] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part stands for two hextets.
  const last = tailParts.at(-1) ?? headParts.at(-1);
  const dottedExtra = last?.includes(".") ? 1 : 0;
  const missing = 8 - headParts.length - tailParts.length - dottedExtra;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(missing).fill("0"), ...tailParts];
  return parts.map((part) => (part.includes(".") ? part : (parseInt(part, 16) || 0).toString(16)));
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: addresses/CIDRs as they are; a hop count as the
 * function proxy-addr builds for one (the first `hops` proxies from our side are believed).
 */
export function toTrustProxy(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}
