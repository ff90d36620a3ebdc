import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  ipLiteralOf
} from "./chunk-3SJUVUHN.js";

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

// src/tools/web/urls.ts
var MAX_URL_LENGTH = 2e3;
var EXAMPLE = "a complete URL such as https://example.com/page";
function parseWebUrl(raw) {
  const text = raw.trim();
  if (text === "") return { ok: false, error: `url is empty; pass ${EXAMPLE}.` };
  if (text.length > MAX_URL_LENGTH)
    return {
      ok: false,
      error: `url is ${text.length.toLocaleString("en-US")} characters long; the limit is ${MAX_URL_LENGTH.toLocaleString("en-US")}. Pass a shorter URL.`
    };
  let url;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `url ${JSON.stringify(raw)} is not a valid absolute URL; pass ${EXAMPLE}.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return {
      ok: false,
      error: `url ${JSON.stringify(raw)} uses the ${url.protocol} scheme; WebFetch fetches http:// and https:// URLs only.`
    };
  if (url.username !== "" || url.password !== "")
    return {
      ok: false,
      error: `url ${JSON.stringify(raw)} contains a user name or password before "@"; WebFetch never sends credentials. Remove that part and call WebFetch again with the plain URL (the host is ${url.hostname}).`
    };
  if (url.hostname === "")
    return { ok: false, error: `url ${JSON.stringify(raw)} has no host; pass ${EXAMPLE}.` };
  return { ok: true, value: url };
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
  parseWebUrl,
  upgradeToHttps,
  isSameHost,
  strictCheckUrl
};
