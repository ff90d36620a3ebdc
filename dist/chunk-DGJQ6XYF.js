import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  contentKindOf,
  decodeBody,
  ipLiteralOf,
  isSameHost,
  looksBinary,
  parseWebUrl,
  strictCheckAddress,
  strictCheckUrl,
  unsupportedTypeMessage,
  upgradeToHttps
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/web/http-fetcher.ts
import * as http from "node:http";
import * as https from "node:https";

// src/tools/web/errors.ts
var WebFetchError = class extends Error {
  name = "WebFetchError";
};

// src/tools/web/guarded-lookup.ts
import { lookup as dnsLookup } from "node:dns/promises";
var systemResolver = (hostname) => dnsLookup(hostname, { all: true, order: "verbatim" });
var familyOf = (family) => family === 4 || family === "IPv4" ? 4 : family === 6 || family === "IPv6" ? 6 : 0;
function guardedLookup(resolve, checkAddress) {
  return (hostname, options, callback) => {
    const wanted = familyOf(options.family);
    resolve(hostname).then(
      (addresses) => {
        const allowed = [];
        let denial;
        for (const { address, family: raw } of addresses) {
          const family = familyOf(raw);
          if (family === 0 || wanted !== 0 && family !== wanted) continue;
          const reason = checkAddress(address, family);
          if (reason === void 0) allowed.push({ address, family });
          else denial ??= `Refused to connect to ${hostname} (${address}): ${reason}.`;
        }
        const first = allowed[0];
        if (first === void 0) {
          const error = new WebFetchError(denial ?? `${hostname} has no usable address.`);
          callback(error, "");
        } else if (options.all === true) callback(null, allowed);
        else callback(null, first.address, first.family);
      },
      (error) => callback(error, "")
    );
  };
}

// src/tools/web/read-body.ts
import { pipeline } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
function decoded(response) {
  const encoding = (response.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  const decompressor = encoding === "gzip" || encoding === "x-gzip" ? createGunzip() : encoding === "deflate" ? createInflate() : encoding === "br" ? createBrotliDecompress() : void 0;
  if (decompressor !== void 0) return pipeline(response, decompressor, () => void 0);
  if (encoding === "identity" || encoding === "") return response;
  response.destroy();
  throw new Error(`the server sent the body in an unsupported encoding (${encoding})`);
}
async function readBody(response, maxBytes) {
  const stream = decoded(response);
  const chunks = [];
  let total = 0;
  let truncated = false;
  try {
    for await (const chunk of stream) {
      const piece = chunk;
      if (total + piece.length > maxBytes) {
        chunks.push(piece.subarray(0, maxBytes - total));
        total = maxBytes;
        truncated = true;
        break;
      }
      chunks.push(piece);
      total += piece.length;
    }
  } finally {
    if (truncated) response.destroy();
  }
  return { bytes: Buffer.concat(chunks, total), truncated };
}

// src/tools/web/http-fetcher.ts
var REDIRECT_STATUSES = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var seconds = (ms) => `${String(Math.round(ms / 100) / 10)} s`;
function remoteFamily(socket) {
  return String(socket.remoteFamily) === "IPv6" ? 6 : 4;
}
function admit(url, settings) {
  const urlReason = settings.checkUrl(new URL(url.href));
  if (urlReason !== void 0) throw new WebFetchError(`Refused to fetch ${url.href}: ${urlReason}.`);
  const literal = ipLiteralOf(url.hostname);
  if (literal === void 0) return;
  const reason = settings.checkAddress(literal.ip, literal.family);
  if (reason !== void 0) throw new WebFetchError(`Refused to fetch ${url.href}: ${reason}.`);
}
function send(url, signal, settings) {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === "https:";
    const options = {
      method: "GET",
      headers: {
        "user-agent": settings.userAgent,
        accept: "text/markdown, text/html;q=0.9, text/plain;q=0.8, application/json;q=0.8, */*;q=0.5",
        "accept-encoding": "gzip, deflate, br",
        "accept-language": "en"
      },
      // A fresh connection per request: a pooled socket would skip the lookup check.
      agent: false,
      lookup: guardedLookup(settings.resolve, settings.checkAddress),
      signal
    };
    if (secure && settings.ca !== void 0) options.ca = settings.ca;
    const request = (secure ? https : http).request(url, options);
    const connectTimer = setTimeout(
      () => request.destroy(
        new WebFetchError(`Could not connect to ${url.host} within ${seconds(settings.connectTimeoutMs)}.`)
      ),
      settings.connectTimeoutMs
    );
    request.once("socket", (socket) => {
      socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
      socket.once("connect", () => {
        const address = socket.remoteAddress;
        const reason = address === void 0 ? void 0 : settings.checkAddress(address, remoteFamily(socket));
        if (reason !== void 0)
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
function describeFailure(error, url, settings, deadline) {
  if (error instanceof WebFetchError) return error;
  if (deadline.aborted)
    return new Error(
      `Fetching ${url.href} took longer than ${seconds(settings.timeoutMs)}, so WebFetch gave up. Try again later or use another source.`
    );
  const code = error.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN")
    return new Error(`${url.hostname} could not be resolved (DNS ${code}); check the URL.`);
  if (code === "ECONNREFUSED") return new Error(`${url.host} refused the connection.`);
  if (code === "ECONNRESET") return new Error(`${url.host} closed the connection before answering.`);
  if (typeof code === "string" && (code.startsWith("ERR_TLS") || /CERT|SSL|SELF_SIGNED/.test(code)))
    return new Error(
      `The TLS connection to ${url.host} failed (${code}: ${message}); WebFetch does not skip certificate checks.`
    );
  return new Error(`Fetching ${url.href} failed: ${message}`);
}
async function fetchHops(start, signal, settings, progress) {
  let url = start;
  for (let hop = 0; ; hop++) {
    progress.url = url;
    admit(url, settings);
    const response = await send(url, signal, settings);
    const status = response.statusCode ?? 0;
    const contentType = response.headers["content-type"] ?? "";
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== void 0 && location !== "") {
      response.destroy();
      let next;
      try {
        next = new URL(location, url);
      } catch {
        throw new WebFetchError(
          `${url.href} redirected (HTTP ${String(status)}) to an invalid location: ${location}`
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
          `${start.href} redirected more than ${String(settings.maxRedirects)} times (last to ${target.href}); WebFetch stopped following.`
        );
      url = target;
      continue;
    }
    if (contentKindOf(contentType) === void 0) {
      response.destroy();
      throw new WebFetchError(unsupportedTypeMessage(url.href, contentType));
    }
    const { bytes, truncated } = await readBody(response, settings.maxBytes);
    if (contentType === "" && looksBinary(bytes))
      throw new WebFetchError(
        `${url.href} sent binary data without a content type; WebFetch reads HTML and text only.`
      );
    return { url: url.href, status, contentType, body: decodeBody(bytes, contentType), truncated };
  }
}
function createHttpFetcher(options = {}) {
  const settings = {
    checkAddress: options.checkAddress ?? strictCheckAddress,
    checkUrl: options.checkUrl ?? strictCheckUrl,
    upgradeHttp: options.upgradeHttp ?? true,
    maxRedirects: options.maxRedirects ?? 10,
    connectTimeoutMs: options.connectTimeoutMs ?? 1e4,
    timeoutMs: options.timeoutMs ?? 3e4,
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
    ca: options.ca,
    resolve: options.resolve ?? systemResolver,
    userAgent: options.userAgent ?? "Mozilla/5.0 (compatible; steward-WebFetch/1.0)"
  };
  return async (rawUrl, signal) => {
    const parsed = parseWebUrl(rawUrl);
    if (!parsed.ok) throw new WebFetchError(parsed.error);
    const start = settings.upgradeHttp ? upgradeToHttps(parsed.value) : parsed.value;
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), settings.timeoutMs);
    const progress = { url: start };
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
export {
  createHttpFetcher
};
