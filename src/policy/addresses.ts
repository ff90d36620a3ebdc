// Which IP addresses steward's own connections may reach (WebFetch, and the sandbox's network proxy).
// The strict default reaches the public internet only: a model steered by a hostile page, or a command
// it runs, must not reach the runner's loopback services, the private network or the cloud metadata
// service. IP literals arrive in many spellings (2130706433, 0x7f000001, 0177.0.0.1,
// ::ffff:127.0.0.1); every one is normalised before it is checked, and IPv6 forms that carry an IPv4
// address inside (mapped, compatible, NAT64, 6to4) are judged by that IPv4 address too.
import { BlockList, isIP, isIPv4 } from "node:net";

/** Returns why `ip` may not be connected to, or undefined when it may. */
export type AddressCheck = (ip: string, family: 4 | 6) => string | undefined;

export interface IpLiteral {
  ip: string;
  family: 4 | 6;
}

/**
 * The canonical form of an IP literal in any notation the URL standard accepts (decimal, hex, octal,
 * shortened IPv4; bracketed or bare IPv6), or undefined when `host` is a name.
 */
export function ipLiteralOf(host: string): IpLiteral | undefined {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  // A zone id (fe80::1%eth0) does not change which address is meant; the URL parser rejects it.
  const spelled = bare.includes(":") ? `[${bare.replace(/%.*$/, "")}]` : bare;
  let hostname: string;
  try {
    hostname = new URL(`http://${spelled}/`).hostname;
  } catch {
    return undefined;
  }
  const ip = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const family = isIP(ip);
  if (family === 4) return { ip, family: 4 };
  if (family === 6) return { ip, family: 6 };
  return undefined;
}

/** The eight 16-bit groups of a valid IPv6 address. */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4FromGroups = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].map(String).join(".");

/** The IPv4 address an IPv6 address stands for (mapped, compatible, NAT64, 6to4), if any. */
export function embeddedIpv4(ip: string): string | undefined {
  const g = ipv6Groups(ip);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const [g0 = 0, g1 = 0, g2 = 0, , g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  if (zeros(0, 5) && g5 === 0xffff) return v4FromGroups(g6, g7); // ::ffff:a.b.c.d
  if (zeros(0, 4) && g4 === 0xffff && g5 === 0) return v4FromGroups(g6, g7); // ::ffff:0:a.b.c.d (SIIT)
  if (zeros(0, 6) && (g6 !== 0 || g7 > 1)) return v4FromGroups(g6, g7); // ::a.b.c.d (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && zeros(2, 6)) return v4FromGroups(g6, g7); // NAT64
  if (g0 === 0x2002) return v4FromGroups(g1, g2); // 6to4
  return undefined;
}

interface Range {
  label: string;
  list: BlockList;
}

function range(label: string, family: "ipv4" | "ipv6", cidrs: string[]): Range {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", prefix = ""] = cidr.split("/");
    if (prefix === "") list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return { label, list };
}

// Order matters only for the wording: the most specific name comes first.
const IPV4_RANGES: Range[] = [
  range("the cloud metadata service address", "ipv4", ["169.254.169.254", "100.100.100.200", "192.0.0.192"]),
  range('an unspecified ("this network") address', "ipv4", ["0.0.0.0/8"]),
  range("a loopback address", "ipv4", ["127.0.0.0/8"]),
  range("a private (RFC 1918) address", "ipv4", ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"]),
  range("a carrier-grade NAT (RFC 6598) address", "ipv4", ["100.64.0.0/10"]),
  range("a link-local address", "ipv4", ["169.254.0.0/16"]),
  range("an IETF protocol address", "ipv4", ["192.0.0.0/24"]),
  range("a documentation address", "ipv4", ["192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24"]),
  range("a benchmarking address", "ipv4", ["198.18.0.0/15"]),
  range("a multicast address", "ipv4", ["224.0.0.0/4"]),
  range("a reserved or broadcast address", "ipv4", ["240.0.0.0/4"]),
];

const IPV6_RANGES: Range[] = [
  range("the cloud metadata service address", "ipv6", ["fd00:ec2::254"]),
  range("the unspecified address", "ipv6", ["::"]),
  range("the loopback address", "ipv6", ["::1"]),
  range("a unique-local (RFC 4193) address", "ipv6", ["fc00::/7"]),
  range("a link-local address", "ipv6", ["fe80::/10"]),
  range("a site-local address", "ipv6", ["fec0::/10"]),
  range("a multicast address", "ipv6", ["ff00::/8"]),
  range("a discard-only address", "ipv6", ["100::/64"]),
  range("a Teredo tunnel address", "ipv6", ["2001::/32"]),
  range("a documentation address", "ipv6", ["2001:db8::/32"]),
  range("a local-use NAT64 address", "ipv6", ["64:ff9b:1::/48"]),
];

const PUBLIC_ONLY = "WebFetch reaches public internet addresses only";

function labelOf(ip: string, family: 4 | 6): string | undefined {
  const ranges = family === 4 ? IPV4_RANGES : IPV6_RANGES;
  return ranges.find((r) => r.list.check(ip, family === 4 ? "ipv4" : "ipv6"))?.label;
}

/**
 * Why `ip` is not a public internet address ("127.0.0.1 is a loopback address"), or undefined when it
 * is: loopback, private (RFC 1918, RFC 4193), link-local, CGNAT, multicast, unspecified, reserved and
 * cloud metadata addresses, in every notation.
 */
export function nonPublicAddress(ip: string): string | undefined {
  const literal = ipLiteralOf(ip);
  if (literal === undefined) return `${ip} is not an IP address`;
  const label = labelOf(literal.ip, literal.family);
  if (label !== undefined) return `${literal.ip} is ${label}`;
  if (literal.family === 6) {
    const inner = embeddedIpv4(literal.ip);
    const innerLabel = inner === undefined ? undefined : labelOf(inner, 4);
    if (inner !== undefined && innerLabel !== undefined)
      return `${literal.ip} stands for ${inner}, which is ${innerLabel}`;
  }
  return undefined;
}

/** WebFetch's strict default: public internet addresses only (see nonPublicAddress). */
export const strictCheckAddress: AddressCheck = (ip) => {
  if (ipLiteralOf(ip) === undefined) return `${ip} is not an IP address`;
  const problem = nonPublicAddress(ip);
  return problem === undefined ? undefined : `${problem}; ${PUBLIC_ONLY}`;
};
