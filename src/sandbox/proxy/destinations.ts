// What a sandboxed command asks the proxy for, and whether the policy's allowedDomains lets it through.
// Pure: the name is judged here; the address it resolves to is judged when the proxy connects
// (server.ts). Hosts are read by the WHATWG URL parser, as WebFetch reads them, so an IP literal in any
// spelling (2130706433, 0x7f.1, [::1]) comes out canonical and an IDN name comes out in punycode.
import { type DomainPattern, domainMatches, ipLiteralOf, parseDomainPattern } from "../../policy/index";
import type { Result } from "../../types/result";

export interface Destination {
  /** ASCII (punycode), lower case, no trailing dot; an IPv6 literal without brackets. */
  host: string;
  port: number;
  /** host:port as reported (IPv6 literals in brackets). */
  label: string;
}

function destinationOf(url: URL, port: number): Destination {
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const bare = host.startsWith("[") ? host.slice(1, -1) : host;
  return { host: bare, port, label: `${host}:${String(port)}` };
}

/** The `host:port` of a CONNECT request. */
export function parseConnectTarget(target: string): Result<Destination> {
  // The port is split off by hand: the URL parser would drop a scheme's default port (http's 80).
  const match = /^(.+):(\d{1,5})$/.exec(target);
  const port = Number(match?.[2] ?? 0);
  if (match?.[1] === undefined || port < 1 || port > 65_535)
    return { ok: false, error: `${JSON.stringify(target)} is not a host:port` };
  let url: URL;
  try {
    url = new URL(`http://${match[1]}/`);
  } catch {
    return { ok: false, error: `${JSON.stringify(target)} is not a host:port` };
  }
  // `user@host:port` or a path would make the request mean something other than what it names.
  if (
    url.username !== "" ||
    url.password !== "" ||
    url.pathname !== "/" ||
    url.search !== "" ||
    url.port !== ""
  )
    return { ok: false, error: `${JSON.stringify(target)} is not a plain host:port` };
  return { ok: true, value: destinationOf(url, port) };
}

/** The absolute-form target of a plain HTTP request through the proxy (`GET http://host/path`). */
export function parseRequestTarget(target: string): Result<{ destination: Destination; url: URL }> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return {
      ok: false,
      error: `${JSON.stringify(target.slice(0, 100))} is not an absolute http:// URL (this is a proxy: set HTTP_PROXY, not a base URL)`,
    };
  }
  if (url.protocol !== "http:")
    return {
      ok: false,
      error: `${url.protocol}// requests go through CONNECT (HTTPS_PROXY); only http:// is forwarded as a plain request`,
    };
  if (url.username !== "" || url.password !== "")
    return { ok: false, error: "URLs with a user name or password are not forwarded" };
  const port = url.port === "" ? 80 : Number(url.port);
  return { ok: true, value: { destination: destinationOf(url, port), url } };
}

/** The policy's allowedDomains, parsed once (the loader has refused anything else). */
export function parseAllowedDomains(domains: readonly string[]): DomainPattern[] {
  return domains.flatMap((domain) => {
    const parsed = parseDomainPattern(`domain:${domain}`);
    return parsed.ok ? [parsed.value] : [];
  });
}

/** Why the name may not be reached, or undefined when the policy allows it. */
export function refusalOf(destination: Destination, allowed: readonly DomainPattern[]): string | undefined {
  if (ipLiteralOf(destination.host) !== undefined)
    return "an IP address: the proxy reaches the hosts sandbox.allowedDomains names, by name";
  if (!allowed.some((pattern) => domainMatches(pattern, destination.host)))
    return "not in sandbox.allowedDomains";
  return undefined;
}
