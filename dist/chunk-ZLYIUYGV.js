import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  AnthropicError
} from "./chunk-IR6KZYT2.js";

// node_modules/@anthropic-ai/sdk/internal/tslib.mjs
function __classPrivateFieldSet(receiver, state, value, kind, f) {
  if (kind === "m")
    throw new TypeError("Private method is not writable");
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a setter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot write private member to an object whose class did not declare it");
  return kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
  if (kind === "a" && !f)
    throw new TypeError("Private accessor was defined without a getter");
  if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
    throw new TypeError("Cannot read private member from an object whose class did not declare it");
  return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}

// node_modules/@anthropic-ai/sdk/internal/utils/bytes.mjs
function concatBytes(buffers) {
  let length = 0;
  for (const buffer of buffers) {
    length += buffer.length;
  }
  const output = new Uint8Array(length);
  let index = 0;
  for (const buffer of buffers) {
    output.set(buffer, index);
    index += buffer.length;
  }
  return output;
}
var encodeUTF8_;
function encodeUTF8(str) {
  let encoder;
  return (encodeUTF8_ ?? (encoder = new globalThis.TextEncoder(), encodeUTF8_ = encoder.encode.bind(encoder)))(str);
}
var decodeUTF8_;
function decodeUTF8(bytes) {
  let decoder;
  return (decodeUTF8_ ?? (decoder = new globalThis.TextDecoder(), decodeUTF8_ = decoder.decode.bind(decoder)))(bytes);
}

// node_modules/@anthropic-ai/sdk/internal/utils/env.mjs
var readEnv = (env) => {
  if (typeof globalThis.process !== "undefined") {
    return globalThis.process.env?.[env]?.trim() || void 0;
  }
  if (typeof globalThis.Deno !== "undefined") {
    return globalThis.Deno.env?.get?.(env)?.trim() || void 0;
  }
  return void 0;
};

// src/agent/sdk-globals.ts
var HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
var SURROUNDING_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
var FORBIDDEN_IN_VALUE = /[\0\r\n]/;
function byteString(value, what) {
  const text = `${value}`;
  for (let i = 0; i < text.length; i++)
    if (text.charCodeAt(i) > 255)
      throw new TypeError(
        `${what} ${JSON.stringify(text)} has a character above U+00FF at index ${String(i)}`
      );
  return text;
}
function headerName(name) {
  const text = byteString(name, "header name");
  if (!HEADER_NAME.test(text)) throw new TypeError(`${JSON.stringify(text)} is an invalid header name`);
  return text.toLowerCase();
}
function headerValue(value) {
  const text = byteString(value, "header value").replace(SURROUNDING_WHITESPACE, "");
  if (FORBIDDEN_IN_VALUE.test(text))
    throw new TypeError(`${JSON.stringify(text)} is an invalid header value`);
  return text;
}
function initPairs(init) {
  if (typeof init !== "object" || init === null)
    throw new TypeError(`headers must be an object (a list of pairs or a record), not ${String(init)}`);
  if (!(Symbol.iterator in init)) {
    for (const key of Object.getOwnPropertySymbols(init))
      if (Object.prototype.propertyIsEnumerable.call(init, key))
        throw new TypeError(`a header name cannot be a symbol (${String(key)})`);
    return Object.entries(init);
  }
  return [...init].map((pair, index) => {
    if (typeof pair !== "object" || pair === null || !(Symbol.iterator in pair))
      throw new TypeError(`headers[${String(index)}] is not a [name, value] pair`);
    const items = [...pair];
    if (items.length !== 2)
      throw new TypeError(
        `headers[${String(index)}] has ${String(items.length)} items, not a [name, value] pair`
      );
    return [items[0], items[1]];
  });
}
var FetchHeaders = class {
  /** Each lowercased name's values, in the order they were appended. */
  lists = /* @__PURE__ */ new Map();
  constructor(init) {
    if (init === void 0) return;
    for (const [name, value] of initPairs(init)) this.append(name, value);
  }
  append(name, value) {
    const key = headerName(name);
    const normalized = headerValue(value);
    const list = this.lists.get(key);
    if (list === void 0) this.lists.set(key, [normalized]);
    else list.push(normalized);
  }
  set(name, value) {
    const key = headerName(name);
    this.lists.set(key, [headerValue(value)]);
  }
  delete(name) {
    this.lists.delete(headerName(name));
  }
  get(name) {
    return this.lists.get(headerName(name))?.join(", ") ?? null;
  }
  has(name) {
    return this.lists.has(headerName(name));
  }
  getSetCookie() {
    return [...this.lists.get("set-cookie") ?? []];
  }
  /**
   * Sorted by name, each name's values combined, set-cookie values one by one (the standard's "sort
   * and combine"). A snapshot taken when iteration starts, where the standard's iterator would see
   * later changes; nothing in the SDK or steward changes headers while iterating them.
   */
  *entries() {
    const names = [...this.lists.keys()].sort((a, b) => a < b ? -1 : a > b ? 1 : 0);
    const pairs = [];
    for (const name of names) {
      const values = this.lists.get(name) ?? [];
      if (name === "set-cookie") for (const value of values) pairs.push([name, value]);
      else pairs.push([name, values.join(", ")]);
    }
    yield* pairs;
  }
  *keys() {
    for (const [name] of this.entries()) yield name;
  }
  *values() {
    for (const [, value] of this.entries()) yield value;
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(callback, thisArg) {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }
  get [Symbol.toStringTag]() {
    return "Headers";
  }
};
var NoFormData = class {
  constructor() {
    throw new TypeError(
      "steward's copy of the Anthropic SDK sends JSON only; multipart bodies (FormData) are left out (scripts/bundle.mjs)"
    );
  }
};

// node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
var isAbsoluteURL = (url) => {
  return startsWithSchemeRegexp.test(url);
};
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function isEmptyObj(obj) {
  if (!obj)
    return true;
  for (const _k in obj)
    return false;
  return true;
}
function hasOwn(obj, key) {
  return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
  return obj != null && typeof obj === "object" && !Array.isArray(obj);
}
var validatePositiveInteger = (name, n) => {
  if (typeof n !== "number" || !Number.isInteger(n)) {
    throw new AnthropicError(`${name} must be an integer`);
  }
  if (n < 0) {
    throw new AnthropicError(`${name} must be a positive integer`);
  }
  return n;
};
var CREDENTIAL_OPTIONS = ["apiKey", "authToken", "credentials", "config", "profile"];
var safeJSON = (text) => {
  try {
    return JSON.parse(text);
  } catch (err) {
    return void 0;
  }
};
function checkNever(_value) {
}

// node_modules/@anthropic-ai/sdk/internal/utils/log.mjs
var defaultLogLevel = "warn";
var levelNumbers = {
  off: 0,
  error: 200,
  warn: 300,
  info: 400,
  debug: 500
};
var parseLogLevel = (maybeLevel, sourceName, logger) => {
  if (!maybeLevel) {
    return void 0;
  }
  if (hasOwn(levelNumbers, maybeLevel)) {
    return maybeLevel;
  }
  logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
  return void 0;
};
function noop() {
}
function makeLogFn(fnLevel, logger, logLevel) {
  if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
    return noop;
  } else {
    return logger[fnLevel].bind(logger);
  }
}
var noopLogger = {
  error: noop,
  warn: noop,
  info: noop,
  debug: noop
};
var cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
  const cachedLogger = cachedLoggers.get(logger);
  if (cachedLogger && cachedLogger[0] === logLevel) {
    return cachedLogger[1];
  }
  const levelLogger = {
    error: makeLogFn("error", logger, logLevel),
    warn: makeLogFn("warn", logger, logLevel),
    info: makeLogFn("info", logger, logLevel),
    debug: makeLogFn("debug", logger, logLevel)
  };
  cachedLoggers.set(logger, [logLevel, levelLogger]);
  return levelLogger;
}
function loggerFor(client) {
  const logger = client.logger;
  const logLevel = client.logLevel ?? "off";
  if (!logger) {
    return noopLogger;
  }
  return filterLogger(logger, logLevel);
}
var lastEnvLevel;
var cachedDefaultLogger;
function defaultLogger() {
  const envLevel = readEnv("ANTHROPIC_LOG");
  if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
    lastEnvLevel = envLevel;
    cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ?? defaultLogLevel);
  }
  return cachedDefaultLogger;
}
function debugLogRequestDetails(logger, message, details) {
  if (logger.debug === noop) {
    return;
  }
  logger.debug(message, formatRequestDetails(details));
}
var formatRequestDetails = (details) => {
  if (details.options) {
    details.options = { ...details.options };
    delete details.options["headers"];
    delete details.options["__span"];
  }
  if (details.headers) {
    details.headers = Object.fromEntries((details.headers instanceof FetchHeaders ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
      name,
      name.toLowerCase() === "authorization" || name.toLowerCase() === "proxy-authorization" || name.toLowerCase() === "api-key" || name.toLowerCase() === "x-api-key" || name.toLowerCase() === "x-amz-security-token" || name.toLowerCase() === "cookie" || name.toLowerCase() === "set-cookie" ? "***" : value
    ]));
  }
  if ("retryOfRequestLogID" in details) {
    if (details.retryOfRequestLogID) {
      details.retryOf = details.retryOfRequestLogID;
    }
    delete details.retryOfRequestLogID;
  }
  return details;
};

export {
  FetchHeaders,
  NoFormData,
  __classPrivateFieldSet,
  __classPrivateFieldGet,
  isAbsoluteURL,
  isArray,
  isReadonlyArray,
  isEmptyObj,
  isObj,
  validatePositiveInteger,
  CREDENTIAL_OPTIONS,
  safeJSON,
  checkNever,
  concatBytes,
  encodeUTF8,
  decodeUTF8,
  readEnv,
  defaultLogLevel,
  parseLogLevel,
  loggerFor,
  defaultLogger,
  debugLogRequestDetails
};
