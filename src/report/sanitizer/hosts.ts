// Which URLs model-authored text may keep as live links and images. A URL is kept only when every
// reading of it lands on an allowed host: the WHATWG parser (what the browser does — it sees through
// upper-case schemes, `https:host`, backslashes, userinfo, IDN and stripped invisible characters) and
// a plain look at the text (no userinfo, no escapes, no characters outside a conservative set). When
// the two could disagree, the URL is not kept.
import { decodeCharacterReference } from "./entities";
import { isAsciiPunctuation } from "./characters";
import { isLinkableGitHubPath } from "./github-paths";
import { tokenStarts } from "./tokens";

export interface HostPolicy {
  /** True when an absolute http(s) URL points somewhere model text may link to. */
  allows(url: URL): boolean;
  /** True when a path on the page's own GitHub site (a relative link resolves there) may be linked. */
  allowsSitePath(pathname: string): boolean;
}

/** GitHub sites whose paths are held to isLinkableGitHubPath unless the caller names others. */
const DEFAULT_GITHUB_HOSTS: readonly string[] = ["github.com", "www.github.com"];

interface HostRule {
  host: string;
  subdomains: boolean;
}
interface PrefixRule {
  origin: string;
  path: string;
}

/** Characters a kept URL may contain: RFC 3986 minus brackets, parentheses, quotes and backslash. */
const SAFE_URL = /^[A-Za-z0-9\-._~:/?#@!$&*+,;=%]*$/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
/** The authority of a kept URL: a plain host name and an optional port, nothing else. */
const PLAIN_AUTHORITY = /^[A-Za-z0-9.-]+(?::[0-9]{1,5})?$/;

function normaliseHost(host: string): string {
  return new URL(`https://${host}/`).hostname.replace(/\.$/, "");
}

/**
 * Entries: `github.com` (that host), `*.githubusercontent.com` (its subdomains), or a URL prefix such as
 * `https://github.com/owner/repo` (that origin, paths at or under the prefix).
 */
export function createHostPolicy(
  entries: readonly string[],
  githubHosts: readonly string[] = DEFAULT_GITHUB_HOSTS,
): HostPolicy {
  const github = new Set(githubHosts.map((host) => normaliseHost(host.trim())));
  const hosts: HostRule[] = [];
  const prefixes: PrefixRule[] = [];
  for (const entry of entries) {
    const trimmed = entry.trim();
    try {
      if (trimmed.includes("://")) {
        const url = new URL(trimmed);
        prefixes.push({ origin: url.origin, path: url.pathname.replace(/\/$/, "") });
      } else if (trimmed.startsWith("*.")) {
        hosts.push({ host: normaliseHost(trimmed.slice(2)), subdomains: true });
      } else {
        hosts.push({ host: normaliseHost(trimmed), subdomains: false });
      }
    } catch {
      throw new Error(
        `Invalid allowed host ${JSON.stringify(entry)}: expected a host name ("github.com"), "*.example.com", or a URL prefix ("https://github.com/owner/repo").`,
      );
    }
  }
  const listed = (url: URL, host: string) =>
    hosts.some((r) => (r.subdomains ? host.endsWith(`.${r.host}`) : host === r.host)) ||
    prefixes.some(
      (p) => url.origin === p.origin && (url.pathname === p.path || url.pathname.startsWith(`${p.path}/`)),
    );
  return {
    allows(url) {
      if (url.protocol !== "https:" && url.protocol !== "http:") return false;
      const host = url.hostname.toLowerCase().replace(/\.$/, "");
      if (!listed(url, host)) return false;
      return !github.has(host) || isLinkableGitHubPath(url.pathname);
    },
    allowsSitePath: isLinkableGitHubPath,
  };
}

/** Backslash escapes and character references resolved as CommonMark does in a link destination. */
function decodeDestination(raw: string): string | undefined {
  let out = "";
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] ?? "";
    if (c === "\\" && isAsciiPunctuation(raw[i + 1])) {
      out += raw[i + 1] ?? "";
      i++;
    } else if (c === "&") {
      const match = /^&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/.exec(raw.slice(i));
      if (match === null) {
        out += c;
        continue;
      }
      const decoded = decodeCharacterReference(match[0]);
      if (decoded === undefined) return undefined;
      out += decoded;
      i += match[0].length - 1;
    } else out += c;
  }
  return out;
}

/**
 * What a decoded destination may contain: cmark percent-encodes quotes, brackets and the like in the
 * href it writes, but a browser reads a backslash as "/" and drops tabs and line breaks, and non-ASCII
 * hosts go through IDNA — none of that is allowed.
 */
const SAFE_DECODED = /^[!-[\]-~]*$/;

/**
 * Whether a URL string may stay live: relative references always may (they resolve on GitHub itself);
 * absolute and protocol-relative ones only to an allowed host, with nothing unusual in them. `text` is
 * judged as written (`decoded: false`, the strict character set) or as the browser gets it after
 * markdown decoding (`decoded: true`).
 */
export function isKeepableUrl(text: string, policy: HostPolicy, decoded = false): boolean {
  if (!(decoded ? SAFE_DECODED : SAFE_URL).test(text)) return false;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  let absolute: string;
  if (scheme !== undefined) {
    if (scheme !== "http" && scheme !== "https") return false;
    if (!text.slice(scheme.length + 1).startsWith("//")) return false;
    absolute = text;
  } else if (text.startsWith("//")) {
    absolute = `https:${text}`;
  } else {
    // A relative reference: a path, query or fragment on the page's own host (SCHEME above caught a
    // leading scheme). Nothing in it may look like a URL or an address of its own ("//", "www.",
    // "a@b.c", "mailto:", "@name"): were GitHub ever to read it as text, that part would be live.
    // (The "x" stands for whatever text might follow it.) It resolves on the GitHub site the text is
    // posted to, so its path is held to the same rules as a github.com link; one that climbs out of
    // the page's directory ("..") could reach any page, so it may not.
    if (/[:@]/.test(text) || tokenStarts(`${text}x`).size !== 0) return false;
    return isKeepableRelative(text, policy);
  }
  const authority = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/([^/?#]*)/.exec(absolute)?.[1] ?? "";
  if (!PLAIN_AUTHORITY.test(authority)) return false;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return false;
  }
  if (url.username !== "" || url.password !== "") return false;
  return policy.allows(url);
}

function isKeepableRelative(text: string, policy: HostPolicy): boolean {
  const base = "https://relative.invalid/owner/repository/issues/1";
  let resolved: URL;
  try {
    resolved = new URL(text, base);
  } catch {
    return false;
  }
  if (/(?:^|\/)(?:\.|%2e){2}(?:\/|$|[?#])/i.test(text.split(/[?#]/)[0] ?? "")) return false;
  return resolved.host === "relative.invalid" && policy.allowsSitePath(resolved.pathname);
}

/** A link destination (as written in markdown) may stay when its raw and decoded forms both may. */
export function isKeepableDestination(raw: string, policy: HostPolicy): boolean {
  const decoded = decodeDestination(raw);
  return decoded !== undefined && isKeepableUrl(raw, policy) && isKeepableUrl(decoded, policy, true);
}

/**
 * An absolute URL whose host is not followed by "/", "?" or "#" gets a "/": should the text after it
 * ever be read as part of the URL, it lands in the path and cannot change the host.
 */
export function closeAuthority(url: string): string {
  const match = /^((?:[A-Za-z][A-Za-z0-9+.-]*:)?\/\/[^/?#]*)$/.exec(url);
  return match === null ? url : `${url}/`;
}
