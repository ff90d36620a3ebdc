// WebFetch's HTTP client, on node:http/node:https directly so every connection goes through our own
// `lookup` (global fetch offers no hook at connect time). Each hop is checked twice before any byte is
// sent: the URL by `checkUrl`, the address by `checkAddress` (in the lookup for names, up front for IP
// literals, and once more on the connected socket). Redirects on the same host are followed; a redirect
// elsewhere is reported, not followed, so the policy decides on the new host. Bodies are read up to a
// cap, within a connect and a total timeout.
import * as http from "node:http";
import * as https from "node:https";
import type { Socket } from "node:net";
import type { FetchedPage } from "../session/web";
import { type AddressCheck, ipLiteralOf, strictCheckAddress } from "../../policy/index";
import { contentKindOf, decodeBody, looksBinary, unsupportedTypeMessage } from "./content-type";
import { WebFetchError } from "./errors";
import { guardedLookup, type Resolver, systemResolver } from "./guarded-lookup";
import { readBody } from "./read-body";
import { isSameHost, parseWebUrl, strictCheckUrl, upgradeToHttps, type UrlCheck } from "./urls";

export interface HttpFetcherOptions {
  /** Judges every address connected to; default: public internet only. */
  checkAddress?: AddressCheck;
  /** Judges every URL requested, redirects included; default: no local host names. */
  checkUrl?: UrlCheck;
  /** Fetch http: URLs (and same-host redirects to http:) over https: instead. Default true. */
  upgradeHttp?: boolean;
  /** Same-host redirects followed before giving up. Default 10. */
  maxRedirects?: number;
  /** Time allowed to resolve, connect and finish the TLS handshake. Default 10 s. */
  connectTimeoutMs?: number;
  /** Time allowed for the whole fetch, redirects and body included. Default 30 s. */
  timeoutMs?: number;
  /** Decoded body bytes read before reading stops. Default 10 MiB. */
  maxBytes?: number;
  /** Trust anchors that replace the default CA store (a test server's self-signed certificate). */
  ca?: string | string[];
  resolve?: Resolver;
  userAgent?: string;
}

export interface HttpFetchedPage extends FetchedPage {
  /** True when the body went on past maxBytes and was cut there. */
  truncated: boolean;
}

export type HttpFetch = (url: string, signal: AbortSignal) => Promise<HttpFetchedPage>;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const seconds = (ms: number) => `${String(Math.round(ms / 100) / 10)} s`;

interface Settings {
  checkAddress: AddressCheck;
  checkUrl: UrlCheck;
  upgradeHttp: boolean;
  maxRedirects: number;
  connectTimeoutMs: number;
  timeoutMs: number;
  maxBytes: number;
  ca: string | string[] | undefined;
  resolve: Resolver;
  userAgent: string;
}

function remoteFamily(socket: Socket): 4 | 6 {
  return String(socket.remoteFamily) === "IPv6" ? 6 : 4;
}

/** Refuses a hop before it connects: the URL rules, and the address of an IP-literal host. */
function admit(url: URL, settings: Settings): void {
  const urlReason = settings.checkUrl(new URL(url.href));
  if (urlReason !== undefined) throw new WebFetchError(`Refused to fetch ${url.href}: ${urlReason}.`);
  // Node connects to an IP literal without calling `lookup`, so the address is judged here.
  const literal = ipLiteralOf(url.hostname);
  if (literal === undefined) return;
  const reason = settings.checkAddress(literal.ip, literal.family);
  if (reason !== undefined) throw new WebFetchError(`Refused to fetch ${url.href}: ${reason}.`);
}

function send(url: URL, signal: AbortSignal, settings: Settings): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const options: https.RequestOptions = {
      method: "GET",
      headers: {
        "user-agent": settings.userAgent,
        accept: "text/markdown, text/html;q=0.9, text/plain;q=0.8, application/json;q=0.8, */*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
        "accept-language": "en",
      },
      // A fresh connection per request: a pooled socket would skip the lookup check.
      agent: false,
      lookup: guardedLookup(settings.resolve, settings.checkAddress),
      signal,
    };
    if (secure && settings.ca !== undefined) options.ca = settings.ca;
    const request = (secure ? https : http).request(url, options);
    const connectTimer = setTimeout(
      () =>
        request.destroy(
          new WebFetchError(`Could not connect to ${url.host} within ${seconds(settings.connectTimeoutMs)}.`),
        ),
      settings.connectTimeoutMs,
    );
    request.once("socket", (socket: Socket) => {
      socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
      // The lookup already judged this address; checking the connected socket keeps that true even
      // for a path that bypasses lookup.
      socket.once("connect", () => {
        const address = socket.remoteAddress;
        const reason =
          address === undefined ? undefined : settings.checkAddress(address, remoteFamily(socket));
        if (reason !== undefined)
          request.destroy(new WebFetchError(`Refused to fetch ${url.href}: ${reason}.`));
      });
    });
    request.once("response", (response) => {
      clearTimeout(connectTimer);
      resolve(response);
    });
    request.once("error", (error) => {
      clearTimeout(connectTimer);
      reject(error);
    });
    request.end();
  });
}

function describeFailure(error: unknown, url: URL, settings: Settings, deadline: AbortSignal): Error {
  if (error instanceof WebFetchError) return error;
  if (deadline.aborted)
    return new Error(
      `Fetching ${url.href} took longer than ${seconds(settings.timeoutMs)}, so WebFetch gave up. Try again later or use another source.`,
    );
  const code = (error as NodeJS.ErrnoException).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new Error(`${url.hostname} could not be resolved (DNS ${code}); check the URL.`);
  if (code === "ECONNREFUSED") return new Error(`${url.host} refused the connection.`);
  if (code === "ECONNRESET") return new Error(`${url.host} closed the connection before answering.`);
  if (typeof code === "string" && (code.startsWith("ERR_TLS") || /CERT|SSL|SELF_SIGNED/.test(code)))
    return new Error(
      `The TLS connection to ${url.host} failed (${code}: ${message}); WebFetch does not skip certificate checks.`,
    );
  return new Error(`Fetching ${url.href} failed: ${message}`);
}

/** The hop being fetched, so a failure names the URL it happened on. */
interface Progress {
  url: URL;
}

async function fetchHops(
  start: URL,
  signal: AbortSignal,
  settings: Settings,
  progress: Progress,
): Promise<HttpFetchedPage> {
  let url = start;
  for (let hop = 0; ; hop++) {
    progress.url = url;
    admit(url, settings);
    const response = await send(url, signal, settings);
    const status = response.statusCode ?? 0;
    const contentType = response.headers["content-type"] ?? "";
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== undefined && location !== "") {
      response.destroy();
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new WebFetchError(
          `${url.href} redirected (HTTP ${String(status)}) to an invalid location: ${location}`,
        );
      }
      const target = settings.upgradeHttp ? upgradeToHttps(next) : next;
      if (!isSameHost(start, target))
        return { url: url.href, status, contentType, body: "", redirectedTo: next.href, truncated: false };
      const followable = parseWebUrl(target.href);
      if (!followable.ok)
        throw new WebFetchError(`${url.href} redirected to a URL WebFetch cannot fetch: ${followable.error}`);
      if (hop >= settings.maxRedirects)
        throw new WebFetchError(
          `${start.href} redirected more than ${String(settings.maxRedirects)} times (last to ${target.href}); WebFetch stopped following.`,
        );
      url = target;
      continue;
    }
    if (contentKindOf(contentType) === undefined) {
      response.destroy();
      throw new WebFetchError(unsupportedTypeMessage(url.href, contentType));
    }
    const { bytes, truncated } = await readBody(response, settings.maxBytes);
    if (contentType === "" && looksBinary(bytes))
      throw new WebFetchError(
        `${url.href} sent binary data without a content type; WebFetch reads HTML and text only.`,
      );
    return { url: url.href, status, contentType, body: decodeBody(bytes, contentType), truncated };
  }
}

export function createHttpFetcher(options: HttpFetcherOptions = {}): HttpFetch {
  const settings: Settings = {
    checkAddress: options.checkAddress ?? strictCheckAddress,
    checkUrl: options.checkUrl ?? strictCheckUrl,
    upgradeHttp: options.upgradeHttp ?? true,
    maxRedirects: options.maxRedirects ?? 10,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
    ca: options.ca,
    resolve: options.resolve ?? systemResolver,
    userAgent: options.userAgent ?? "Mozilla/5.0 (compatible; steward-WebFetch/1.0)",
  };
  return async (rawUrl, signal) => {
    const parsed = parseWebUrl(rawUrl);
    if (!parsed.ok) throw new WebFetchError(parsed.error);
    const start = settings.upgradeHttp ? upgradeToHttps(parsed.value) : parsed.value;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
    const progress: Progress = { url: start };
    try {
      return await fetchHops(start, AbortSignal.any([signal, deadline.signal]), settings, progress);
    } catch (error) {
      if (signal.aborted) throw error;
      throw describeFailure(error, progress.url, settings, deadline.signal);
    } finally {
      clearTimeout(timer);
    }
  };
}
