// WebFetch targets as the policy judges them, parsed by the WHATWG URL parser (the one the fetcher
// uses, so both read the same host): IP literals in any notation come out canonical and IDN hosts come
// out in punycode, so domain rules compare plain ASCII strings. Refused before any rule: credentials in
// the URL, schemes other than http(s), IP literals, and names that only reach the runner's own network.
// The connect-time address check after DNS lives in the fetcher; this is the rule side.
import { isIP } from "node:net";
import type { Result } from "../types/result";

/** A URL WebFetch may be asked for, with its host as rules compare it; or why it is refused. */
export type UrlCheck = Result<{ url: URL; host: string }>;

export interface DomainPattern {
  /** ASCII (punycode), lower case, no trailing dot. */
  host: string;
  /** `*.host`: any subdomain of host (not host itself). */
  subdomains: boolean;
}

const LOCAL_NAMES = new Set([
  "localhost",
  "localhost.localdomain",
  "ip6-localhost",
  "ip6-loopback",
  "broadcasthost",
]);
const LOCAL_SUFFIXES = [
  ".localhost",
  ".local",
  ".localdomain",
  ".internal",
  ".intranet",
  ".lan",
  ".home.arpa",
  ".arpa",
];
// Public wildcard-DNS services whose whole purpose is to map a name onto any address, 127.0.0.1 included.
const REBINDING_DOMAINS = ["nip.io", "sslip.io", "xip.io", "localtest.me", "lvh.me", "vcap.me", "traefik.me"];

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, "");

const unbracketed = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host);

/** Why a host may never be fetched, or undefined. */
function localHostReason(host: string): string | undefined {
  if (LOCAL_NAMES.has(host) || LOCAL_SUFFIXES.some((s) => host.endsWith(s)))
    return `${host} is a local or internal host name (loopback, private network or cloud metadata)`;
  if (!host.includes("."))
    return `${host} is a single-label host name, which only resolves inside the local network`;
  if (REBINDING_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`)))
    return `${host} belongs to a wildcard-DNS service that maps names onto any address, loopback included`;
  return undefined;
}

export function checkUrl(raw: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: `${JSON.stringify(raw)} is not a valid absolute URL` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, error: `${url.protocol} URLs are never fetched; only http:// and https:// are` };
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      error: `the URL carries a user name or password before "@" (the host is ${url.hostname}); URLs with credentials are never fetched`,
    };
  const host = hostOf(url);
  if (host === "") return { ok: false, error: `${JSON.stringify(raw)} has no host` };
  if (isIP(unbracketed(host)) !== 0)
    return { ok: false, error: `${url.hostname} is an IP address; WebFetch reaches hosts by name only` };
  const local = localHostReason(host);
  if (local !== undefined)
    return { ok: false, error: `${local}; WebFetch reaches public internet hosts only` };
  return { ok: true, value: { url, host } };
}

/** Parses the `domain:` specifier of a WebFetch rule. */
export function parseDomainPattern(specifier: string): Result<DomainPattern> {
  if (!specifier.startsWith("domain:")) {
    const example = /^[\w.*-]+$/.test(specifier) ? specifier : "docs.example.com";
    return {
      ok: false,
      error: `WebFetch rules name a domain: write WebFetch(domain:${example}) or WebFetch(domain:*.example.com)`,
    };
  }
  let text = specifier.slice("domain:".length).trim();
  const subdomains = text.startsWith("*.");
  if (subdomains) text = text.slice(2);
  if (text === "") return { ok: false, error: "the domain is empty" };
  if (/[\s/@:?#*\\]/.test(text))
    return {
      ok: false,
      error: `"${text}" is not a host name (no scheme, port, path or wildcards other than a leading "*.")`,
    };
  let host: string;
  try {
    host = new URL(`https://${text}/`).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return { ok: false, error: `"${text}" is not a valid host name` };
  }
  if (host === "" || isIP(unbracketed(host)) !== 0)
    return {
      ok: false,
      error: `"${text}" is an IP address; WebFetch never fetches IP addresses, so a rule for one cannot allow anything`,
    };
  return { ok: true, value: { host, subdomains } };
}

export function domainMatches(pattern: DomainPattern, host: string): boolean {
  return pattern.subdomains ? host.endsWith(`.${pattern.host}`) : host === pattern.host;
}
