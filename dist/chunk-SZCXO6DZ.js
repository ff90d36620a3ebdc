import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/web/content-type.ts
import { TextDecoder } from "node:util";
var TEXT_APPLICATION_TYPES = /* @__PURE__ */ new Set([
  "application/json",
  "application/ld+json",
  "application/xml",
  "application/javascript",
  "application/ecmascript",
  "application/x-javascript",
  "application/yaml",
  "application/x-yaml",
  "application/toml",
  "application/x-sh",
  "application/graphql"
]);
function mediaTypeOf(contentType) {
  return (contentType.split(";")[0] ?? "").trim().toLowerCase();
}
function contentKindOf(contentType) {
  const media = mediaTypeOf(contentType);
  if (media === "") return "text";
  if (media === "text/html" || media === "application/xhtml+xml") return "html";
  if (media.startsWith("text/")) return "text";
  if (TEXT_APPLICATION_TYPES.has(media) || media.endsWith("+json") || media.endsWith("+xml")) return "text";
  return void 0;
}
function unsupportedTypeMessage(url, contentType) {
  return `${url} is ${mediaTypeOf(contentType) || "of an unknown type"}, which WebFetch cannot read; it reads HTML and text (plain, markdown, JSON, XML, source code) only.`;
}
function charsetOf(contentType) {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1]?.toLowerCase();
}
function declaredHtmlCharset(bytes) {
  const head = bytes.subarray(0, 2048).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
}
function decoderFor(label) {
  try {
    return new TextDecoder(label ?? "utf-8");
  } catch {
    return new TextDecoder("utf-8");
  }
}
function decodeBody(bytes, contentType) {
  const label = charsetOf(contentType) ?? (contentKindOf(contentType) === "html" ? declaredHtmlCharset(bytes) : void 0);
  return decoderFor(label).decode(bytes);
}
function looksBinary(bytes) {
  return bytes.subarray(0, 4096).includes(0);
}

// src/tools/web/addresses.ts
import { BlockList, isIP, isIPv4 } from "node:net";
function ipLiteralOf(host) {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const spelled = bare.includes(":") ? `[${bare.replace(/%.*$/, "")}]` : bare;
  let hostname;
  try {
    hostname = new URL(`http://${spelled}/`).hostname;
  } catch {
    return void 0;
  }
  const ip = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const family = isIP(ip);
  if (family === 4) return { ip, family: 4 };
  if (family === 6) return { ip, family: 6 };
  return void 0;
}
function ipv6Groups(ip) {
  let text = ip;
  const lastColon = text.lastIndexOf(":");
  const tail = text.slice(lastColon + 1);
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = `${text.slice(0, lastColon + 1)}${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const parse = (part) => part === "" ? [] : part.split(":").map((g) => parseInt(g, 16));
  const front = parse(head);
  if (rest === void 0) return front;
  const back = parse(rest);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}
var v4FromGroups = (high, low) => [high >> 8, high & 255, low >> 8, low & 255].map(String).join(".");
function embeddedIpv4(ip) {
  const g = ipv6Groups(ip);
  const zeros = (from, to) => g.slice(from, to).every((x) => x === 0);
  const [g0 = 0, g1 = 0, g2 = 0, , g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  if (zeros(0, 5) && g5 === 65535) return v4FromGroups(g6, g7);
  if (zeros(0, 4) && g4 === 65535 && g5 === 0) return v4FromGroups(g6, g7);
  if (zeros(0, 6) && (g6 !== 0 || g7 > 1)) return v4FromGroups(g6, g7);
  if (g0 === 100 && g1 === 65435 && zeros(2, 6)) return v4FromGroups(g6, g7);
  if (g0 === 8194) return v4FromGroups(g1, g2);
  return void 0;
}
function range(label, family, cidrs) {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = "", prefix = ""] = cidr.split("/");
    if (prefix === "") list.addAddress(network, family);
    else list.addSubnet(network, Number(prefix), family);
  }
  return { label, list };
}
var IPV4_RANGES = [
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
  range("a reserved or broadcast address", "ipv4", ["240.0.0.0/4"])
];
var IPV6_RANGES = [
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
  range("a local-use NAT64 address", "ipv6", ["64:ff9b:1::/48"])
];
var PUBLIC_ONLY = "WebFetch reaches public internet addresses only";
function labelOf(ip, family) {
  const ranges = family === 4 ? IPV4_RANGES : IPV6_RANGES;
  return ranges.find((r) => r.list.check(ip, family === 4 ? "ipv4" : "ipv6"))?.label;
}
var strictCheckAddress = (ip) => {
  const literal = ipLiteralOf(ip);
  if (literal === void 0) return `${ip} is not an IP address`;
  const label = labelOf(literal.ip, literal.family);
  if (label !== void 0) return `${literal.ip} is ${label}; ${PUBLIC_ONLY}`;
  if (literal.family === 6) {
    const inner = embeddedIpv4(literal.ip);
    const innerLabel = inner === void 0 ? void 0 : labelOf(inner, 4);
    if (inner !== void 0 && innerLabel !== void 0)
      return `${literal.ip} stands for ${inner}, which is ${innerLabel}; ${PUBLIC_ONLY}`;
  }
  return void 0;
};

// src/tools/web/urls.ts
var MAX_URL_LENGTH = 2e3;
var EXAMPLE = "a complete URL such as https://example.com/page";
function parseWebUrl(raw) {
  const text = raw.trim();
  if (text === "") return { ok: false, message: `url is empty; pass ${EXAMPLE}.` };
  if (text.length > MAX_URL_LENGTH)
    return {
      ok: false,
      message: `url is ${text.length.toLocaleString("en-US")} characters long; the limit is ${MAX_URL_LENGTH.toLocaleString("en-US")}. Pass a shorter URL.`
    };
  let url;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: `url ${JSON.stringify(raw)} is not a valid absolute URL; pass ${EXAMPLE}.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return {
      ok: false,
      message: `url ${JSON.stringify(raw)} uses the ${url.protocol} scheme; WebFetch fetches http:// and https:// URLs only.`
    };
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      message: `url ${JSON.stringify(raw)} contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is ${url.hostname}).`
    };
  if (url.hostname === "")
    return { ok: false, message: `url ${JSON.stringify(raw)} has no host; pass ${EXAMPLE}.` };
  return { ok: true, url };
}
function upgradeToHttps(url) {
  const upgraded = new URL(url.href);
  if (upgraded.protocol === "http:") upgraded.protocol = "https:";
  return upgraded;
}
function isSameHost(a, b) {
  return a.protocol === b.protocol && a.host === b.host;
}
var LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".localdomain"];
var strictCheckUrl = (url) => {
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (ipLiteralOf(url.hostname) !== void 0) return void 0;
  if (host === "localhost" || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)))
    return `${url.hostname} is a local host name; WebFetch reaches public internet hosts only`;
  if (!host.includes("."))
    return `${url.hostname} is a single-label host name, which resolves inside the local network; WebFetch reaches public internet hosts only`;
  return void 0;
};

export {
  contentKindOf,
  unsupportedTypeMessage,
  decodeBody,
  looksBinary,
  ipLiteralOf,
  strictCheckAddress,
  parseWebUrl,
  upgradeToHttps,
  isSameHost,
  strictCheckUrl
};
