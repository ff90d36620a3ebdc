// The URLs WebFetch accepts, parsed once by the WHATWG URL parser (the same parser the fetcher and the
// policy see, so no two layers can disagree about which host a URL names). It normalises IP literals in
// any notation and turns IDN hosts into punycode, so host comparisons are plain string comparisons.
import { ipLiteralOf } from "../../policy/index";
import type { Result } from "../../types/result";

const MAX_URL_LENGTH = 2_000;

/** Returns why `url` may not be fetched, or undefined when it may. Applied to every hop. */
export type UrlCheck = (url: URL) => string | undefined;

/** The URL to fetch, or a message for the model that names what is wrong with it. */
export type ParsedWebUrl = Result<URL>;

const EXAMPLE = "a complete URL such as https://example.com/page";

export function parseWebUrl(raw: string): ParsedWebUrl {
  const text = raw.trim();
  if (text === "") return { ok: false, error: `url is empty; pass ${EXAMPLE}.` };
  if (text.length > MAX_URL_LENGTH)
    return {
      ok: false,
      error: `url is ${text.length.toLocaleString("en-US")} characters long; the limit is ${MAX_URL_LENGTH.toLocaleString("en-US")}. Pass a shorter URL.`,
    };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `url ${JSON.stringify(raw)} is not a valid absolute URL; pass ${EXAMPLE}.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return {
      ok: false,
      error: `url ${JSON.stringify(raw)} uses the ${url.protocol} scheme; WebFetch fetches http:// and https:// URLs only.`,
    };
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      error: `url ${JSON.stringify(raw)} contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is ${url.hostname}).`,
    };
  if (url.hostname === "")
    return { ok: false, error: `url ${JSON.stringify(raw)} has no host; pass ${EXAMPLE}.` };
  return { ok: true, value: url };
}

/** The same URL over https: nothing WebFetch reads should travel in clear text. */
export function upgradeToHttps(url: URL): URL {
  const upgraded = new URL(url.href);
  if (upgraded.protocol === "http:") upgraded.protocol = "https:";
  return upgraded;
}

/** Same scheme, host name and port: the only redirects WebFetch follows on its own. */
export function isSameHost(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.host === b.host;
}

const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".localdomain"];

/**
 * The strict default for host names: names that only resolve inside the runner's network are refused
 * before any lookup (the connect-time address check stays the real guard against names that resolve to
 * private addresses).
 */
export const strictCheckUrl: UrlCheck = (url) => {
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (ipLiteralOf(url.hostname) !== undefined) return undefined;
  if (host === "localhost" || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix)))
    return `${url.hostname} is a local host name; WebFetch reaches public internet hosts only`;
  if (!host.includes("."))
    return `${url.hostname} is a single-label host name, which resolves inside the local network; WebFetch reaches public internet hosts only`;
  return undefined;
};
