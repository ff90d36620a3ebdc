import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

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

// node_modules/@anthropic-ai/sdk/internal/errors.mjs
function isAbortError(err) {
  return typeof err === "object" && err !== null && // Spec-compliant fetch implementations
  ("name" in err && err.name === "AbortError" || // Expo fetch
  "message" in err && String(err.message).includes("FetchRequestCanceledException"));
}
var castToError = (err) => {
  if (err instanceof Error)
    return err;
  if (typeof err === "object" && err !== null) {
    try {
      const tag = Object.prototype.toString.call(err);
      if (tag === "[object Error]" || tag === "[object DOMException]") {
        const error = new Error(err.message, err.cause ? { cause: err.cause } : {});
        if (err.stack)
          error.stack = err.stack;
        if (err.cause && !error.cause)
          error.cause = err.cause;
        if (err.name)
          error.name = err.name;
        return error;
      }
    } catch {
    }
    try {
      return new Error(JSON.stringify(err));
    } catch {
    }
  }
  return new Error(err);
};

// node_modules/@anthropic-ai/sdk/core/error.mjs
var AnthropicError = /* @__PURE__ */ (() => {
  class AnthropicError2 extends Error {
    /** @internal */
    constructor(message, options) {
      super(message, options);
      Object.defineProperty(this, "name", { value: new.target._errorName, writable: true, configurable: true });
    }
  }
  AnthropicError2._errorName = "AnthropicError";
  return AnthropicError2;
})();
var APIError = /* @__PURE__ */ (() => {
  class APIError2 extends AnthropicError {
    constructor(status, error, message, headers, type) {
      super(`${APIError2.makeMessage(status, error, message)}`);
      this.status = status;
      this.headers = headers;
      this.requestID = headers?.get("request-id");
      this.workspaceID = headers?.get("anthropic-workspace-id");
      this.error = error;
      const body = error ?? {};
      this.apiMessage = body.error?.message ?? null;
      this.type = type ?? body.error?.type ?? null;
      const errorCode = body.error?.details?.error_code;
      this.errorCode = typeof errorCode === "string" ? errorCode : null;
      this.details = body.error?.details ?? null;
    }
    static makeMessage(status, error, message) {
      const msg = error?.message ? typeof error.message === "string" ? error.message : JSON.stringify(error.message) : error ? JSON.stringify(error) : message;
      if (status && msg) {
        return `${status} ${msg}`;
      }
      if (status) {
        return `${status} status code (no body)`;
      }
      if (msg) {
        return msg;
      }
      return "(no status code or body)";
    }
    static generate(status, errorResponse, message, headers) {
      if (!status || !headers) {
        return new APIConnectionError({ message, cause: castToError(errorResponse) });
      }
      const error = errorResponse;
      const errorClass = STATUS_ERROR_CLASSES.get(status);
      if (errorClass) {
        return new errorClass(status, error, message, headers);
      }
      if (status >= 500) {
        return new InternalServerError(status, error, message, headers);
      }
      return new APIError2(status, error, message, headers);
    }
  }
  APIError2._errorName = "APIError";
  return APIError2;
})();
var APIUserAbortError = /* @__PURE__ */ (() => {
  class APIUserAbortError2 extends APIError {
    constructor({ message } = {}) {
      super(void 0, void 0, message || "Request was aborted.", void 0);
    }
  }
  APIUserAbortError2._errorName = "APIUserAbortError";
  return APIUserAbortError2;
})();
var APIConnectionError = /* @__PURE__ */ (() => {
  class APIConnectionError2 extends APIError {
    constructor({ message, cause }) {
      super(void 0, void 0, message || "Connection error.", void 0);
      if (cause)
        this.cause = cause;
    }
  }
  APIConnectionError2._errorName = "APIConnectionError";
  return APIConnectionError2;
})();
var APIConnectionTimeoutError = /* @__PURE__ */ (() => {
  class APIConnectionTimeoutError2 extends APIConnectionError {
    constructor({ message } = {}) {
      super({ message: message ?? "Request timed out." });
    }
  }
  APIConnectionTimeoutError2._errorName = "APIConnectionTimeoutError";
  return APIConnectionTimeoutError2;
})();
var RetryableError = /* @__PURE__ */ (() => {
  class RetryableError2 extends AnthropicError {
    constructor(message, { cause } = {}) {
      super(message ?? "Retryable error.");
      if (cause !== void 0)
        this.cause = cause;
    }
  }
  RetryableError2._errorName = "RetryableError";
  return RetryableError2;
})();
var BadRequestError = /* @__PURE__ */ (() => {
  class BadRequestError2 extends APIError {
  }
  BadRequestError2._errorName = "BadRequestError";
  return BadRequestError2;
})();
var AuthenticationError = /* @__PURE__ */ (() => {
  class AuthenticationError2 extends APIError {
  }
  AuthenticationError2._errorName = "AuthenticationError";
  return AuthenticationError2;
})();
var PaymentRequiredError = /* @__PURE__ */ (() => {
  class PaymentRequiredError2 extends APIError {
  }
  PaymentRequiredError2._errorName = "PaymentRequiredError";
  return PaymentRequiredError2;
})();
var PermissionDeniedError = /* @__PURE__ */ (() => {
  class PermissionDeniedError2 extends APIError {
  }
  PermissionDeniedError2._errorName = "PermissionDeniedError";
  return PermissionDeniedError2;
})();
var NotFoundError = /* @__PURE__ */ (() => {
  class NotFoundError2 extends APIError {
  }
  NotFoundError2._errorName = "NotFoundError";
  return NotFoundError2;
})();
var RequestTimeoutError = /* @__PURE__ */ (() => {
  class RequestTimeoutError2 extends APIError {
  }
  RequestTimeoutError2._errorName = "RequestTimeoutError";
  return RequestTimeoutError2;
})();
var ConflictError = /* @__PURE__ */ (() => {
  class ConflictError2 extends APIError {
  }
  ConflictError2._errorName = "ConflictError";
  return ConflictError2;
})();
var PreconditionFailedError = /* @__PURE__ */ (() => {
  class PreconditionFailedError2 extends APIError {
  }
  PreconditionFailedError2._errorName = "PreconditionFailedError";
  return PreconditionFailedError2;
})();
var ContentTooLargeError = /* @__PURE__ */ (() => {
  class ContentTooLargeError2 extends APIError {
  }
  ContentTooLargeError2._errorName = "ContentTooLargeError";
  return ContentTooLargeError2;
})();
var UnprocessableEntityError = /* @__PURE__ */ (() => {
  class UnprocessableEntityError2 extends APIError {
  }
  UnprocessableEntityError2._errorName = "UnprocessableEntityError";
  return UnprocessableEntityError2;
})();
var RateLimitError = /* @__PURE__ */ (() => {
  class RateLimitError2 extends APIError {
  }
  RateLimitError2._errorName = "RateLimitError";
  return RateLimitError2;
})();
var RequestHeaderFieldsTooLargeError = /* @__PURE__ */ (() => {
  class RequestHeaderFieldsTooLargeError2 extends APIError {
  }
  RequestHeaderFieldsTooLargeError2._errorName = "RequestHeaderFieldsTooLargeError";
  return RequestHeaderFieldsTooLargeError2;
})();
var ClientClosedRequestError = /* @__PURE__ */ (() => {
  class ClientClosedRequestError2 extends APIError {
  }
  ClientClosedRequestError2._errorName = "ClientClosedRequestError";
  return ClientClosedRequestError2;
})();
var InternalServerError = /* @__PURE__ */ (() => {
  class InternalServerError2 extends APIError {
  }
  InternalServerError2._errorName = "InternalServerError";
  return InternalServerError2;
})();
var NotImplementedError = /* @__PURE__ */ (() => {
  class NotImplementedError2 extends InternalServerError {
  }
  NotImplementedError2._errorName = "NotImplementedError";
  return NotImplementedError2;
})();
var ServiceUnavailableError = /* @__PURE__ */ (() => {
  class ServiceUnavailableError2 extends InternalServerError {
  }
  ServiceUnavailableError2._errorName = "ServiceUnavailableError";
  return ServiceUnavailableError2;
})();
var GatewayTimeoutError = /* @__PURE__ */ (() => {
  class GatewayTimeoutError2 extends InternalServerError {
  }
  GatewayTimeoutError2._errorName = "GatewayTimeoutError";
  return GatewayTimeoutError2;
})();
var OverloadedError = /* @__PURE__ */ (() => {
  class OverloadedError2 extends InternalServerError {
  }
  OverloadedError2._errorName = "OverloadedError";
  return OverloadedError2;
})();
var STATUS_ERROR_CLASSES = /* @__PURE__ */ new Map([
  [400, BadRequestError],
  [401, AuthenticationError],
  [402, PaymentRequiredError],
  [403, PermissionDeniedError],
  [404, NotFoundError],
  [408, RequestTimeoutError],
  [409, ConflictError],
  [412, PreconditionFailedError],
  [413, ContentTooLargeError],
  [422, UnprocessableEntityError],
  [429, RateLimitError],
  [431, RequestHeaderFieldsTooLargeError],
  [499, ClientClosedRequestError],
  [501, NotImplementedError],
  [503, ServiceUnavailableError],
  [504, GatewayTimeoutError],
  [529, OverloadedError]
]);

// node_modules/@anthropic-ai/sdk/internal/utils/abort.mjs
function linkAbort(external, controller) {
  if (!external)
    return () => {
    };
  if (external.aborted) {
    controller.abort();
    return () => {
    };
  }
  const onAbort = () => controller.abort();
  external.addEventListener("abort", onAbort);
  return () => external.removeEventListener("abort", onAbort);
}

// node_modules/@anthropic-ai/sdk/internal/utils/async-queue.mjs
var _AsyncQueue_items;
var _AsyncQueue_waiters;
var _AsyncQueue_closed;
var AsyncQueue = /* @__PURE__ */ (() => {
  class AsyncQueue2 {
    constructor() {
      _AsyncQueue_items.set(this, []);
      _AsyncQueue_waiters.set(this, []);
      _AsyncQueue_closed.set(this, false);
    }
    /** Enqueue an item, or hand it directly to a waiting reader. Returns `false` once closed. */
    push(item) {
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
        return false;
      const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
      if (w)
        w({ done: false, value: item });
      else
        __classPrivateFieldGet(this, _AsyncQueue_items, "f").push(item);
      return true;
    }
    /** Mark the queue done. Idempotent; wakes every pending reader with `done: true`. */
    close() {
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f"))
        return;
      __classPrivateFieldSet(this, _AsyncQueue_closed, true, "f");
      while (__classPrivateFieldGet(this, _AsyncQueue_waiters, "f").length > 0) {
        const w = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").shift();
        w({ done: true, value: void 0 });
      }
    }
    /**
     * Resolve with the next item, or `done: true` once the queue is closed and
     * drained. When `signal` is supplied, aborting it resolves a pending read
     * with `done: true` (cancellation is pushed down here rather than handled by
     * an outer `Promise.race`).
     */
    next(signal) {
      if (__classPrivateFieldGet(this, _AsyncQueue_items, "f").length > 0) {
        return Promise.resolve({ done: false, value: __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift() });
      }
      if (__classPrivateFieldGet(this, _AsyncQueue_closed, "f") || signal?.aborted) {
        return Promise.resolve({ done: true, value: void 0 });
      }
      return new Promise((resolve) => {
        const waiter = (r) => {
          signal?.removeEventListener("abort", onAbort);
          resolve(r);
        };
        const onAbort = () => {
          const idx = __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").indexOf(waiter);
          if (idx >= 0)
            __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").splice(idx, 1);
          resolve({ done: true, value: void 0 });
        };
        __classPrivateFieldGet(this, _AsyncQueue_waiters, "f").push(waiter);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    }
    /** Synchronously remove and return the next buffered item, or `undefined` if empty. */
    tryShift() {
      return __classPrivateFieldGet(this, _AsyncQueue_items, "f").shift();
    }
  }
  _AsyncQueue_items = /* @__PURE__ */ new WeakMap(), _AsyncQueue_waiters = /* @__PURE__ */ new WeakMap(), _AsyncQueue_closed = /* @__PURE__ */ new WeakMap();
  return AsyncQueue2;
})();

// node_modules/@anthropic-ai/sdk/lib/tools/ToolError.mjs
var ToolError = /* @__PURE__ */ (() => {
  class ToolError2 extends Error {
    constructor(content) {
      const message = typeof content === "string" ? content : content.map((block) => {
        if (block.type === "text")
          return block.text;
        return `[${block.type}]`;
      }).join(" ");
      super(message);
      this.name = "ToolError";
      this.content = content;
    }
  }
  return ToolError2;
})();

// node_modules/@anthropic-ai/sdk/tools/agent-toolset/sync-interval.mjs
var DEFAULT_MEMORY_SYNC_INTERVAL_MS = 15e3;
var MIN_MEMORY_SYNC_INTERVAL_MS = 5e3;
function checkMemorySyncInterval(ms, option) {
  if (!(ms >= MIN_MEMORY_SYNC_INTERVAL_MS)) {
    throw new AnthropicError(`${option} must be at least ${MIN_MEMORY_SYNC_INTERVAL_MS}ms (got ${ms}); to run without memory sync, pass \`memorySyncIntervalMs: null\` to the worker instead`);
  }
}

// node_modules/@anthropic-ai/sdk/internal/utils/promise.mjs
function promiseWithResolvers() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
var isAbsoluteURL = (url) => {
  return startsWithSchemeRegexp.test(url);
};
var isArray = (val) => (isArray = Array.isArray, isArray(val));
var isReadonlyArray = isArray;
function maybeObj(x) {
  if (typeof x !== "object") {
    return {};
  }
  return x ?? {};
}
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
    details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
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

// node_modules/@anthropic-ai/sdk/internal/utils/backoff.mjs
function isStatus(e, code) {
  return e instanceof APIError && e.status === code;
}
function is4xx(e) {
  return e instanceof APIError && typeof e.status === "number" && e.status >= 400 && e.status < 500;
}
function isFatal4xx(e) {
  return is4xx(e) && !isStatus(e, 408) && !isStatus(e, 409) && !isStatus(e, 429);
}
function backoff(attempt, baseMs, capMs) {
  return Math.min(baseMs * 2 ** attempt, capMs);
}
function jitter(lowMs, highMs) {
  return lowMs + Math.random() * (highMs - lowMs);
}
function applyJitter(ms) {
  return ms * (1 - Math.random() * 0.25);
}

export {
  __classPrivateFieldSet,
  __classPrivateFieldGet,
  isAbortError,
  castToError,
  AnthropicError,
  APIError,
  APIUserAbortError,
  APIConnectionError,
  APIConnectionTimeoutError,
  RetryableError,
  BadRequestError,
  AuthenticationError,
  PaymentRequiredError,
  PermissionDeniedError,
  NotFoundError,
  RequestTimeoutError,
  ConflictError,
  PreconditionFailedError,
  ContentTooLargeError,
  UnprocessableEntityError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  ClientClosedRequestError,
  InternalServerError,
  NotImplementedError,
  ServiceUnavailableError,
  GatewayTimeoutError,
  OverloadedError,
  isAbsoluteURL,
  isArray,
  isReadonlyArray,
  maybeObj,
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
  debugLogRequestDetails,
  linkAbort,
  isStatus,
  isFatal4xx,
  backoff,
  jitter,
  applyJitter,
  AsyncQueue,
  ToolError,
  DEFAULT_MEMORY_SYNC_INTERVAL_MS,
  MIN_MEMORY_SYNC_INTERVAL_MS,
  checkMemorySyncInterval,
  promiseWithResolvers
};
