// Retrying model requests. The SDK's own retries (2 tries, backoff capped at 8 s, no resume of a cut
// stream) are too little for an unattended run: steward retries within an overall time budget,
// honours retry-after / retry-after-ms, backs off exponentially with full jitter, re-requests a turn
// whose stream was cut, and never retries what cannot succeed (a 4xx, an exhausted spend limit).
import { APIConnectionError, APIError, APIUserAbortError } from "@anthropic-ai/sdk/core/error";
import { RedirectRefusedError } from "./http-fetch";

export interface Failure {
  retryable: boolean;
  /** One line for the log and, when the run ends on it, the report. */
  reason: string;
  status: number | undefined;
  /** The server's requested wait, when it gave one. */
  retryAfterMs: number | undefined;
}

export interface RetryPolicy {
  /** Total time the run may spend waiting between attempts of one request. */
  budgetMs: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  budgetMs: 5 * 60_000,
  maxAttempts: 12,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
};

const RETRYABLE_STATUS = new Set([408, 409, 429, 500, 502, 503, 504, 529]);
// A 429 that no wait will clear: the organisation's spend or usage limit.
const EXHAUSTED = /spend limit|usage limit|credit balance|billing|quota/i;

function header(headers: unknown, name: string): string | undefined {
  if (typeof headers !== "object" || headers === null) return undefined;
  // A fetch Headers or the model client's own (http-fetch.ts), told by shape: `instanceof Headers`
  // would load undici just to ask.
  if (typeof (headers as { get?: unknown }).get === "function")
    return (headers as Pick<Headers, "get">).get(name) ?? undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
}

export function retryAfterMs(headers: unknown, now: number = Date.now()): number | undefined {
  const ms = header(headers, "retry-after-ms");
  if (ms !== undefined && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Number(ms);
  const after = header(headers, "retry-after");
  if (after === undefined) return undefined;
  if (/^\d+(\.\d+)?$/.test(after.trim())) return Number(after) * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function errorType(
  error: APIError<number | undefined, Headers | undefined, object | undefined>,
): string | undefined {
  const body = error.error as { error?: { type?: unknown }; type?: unknown } | undefined;
  const type = body?.error?.type ?? body?.type;
  return typeof type === "string" ? type : undefined;
}

/**
 * The provider SDKs report credentials they could not find as connection errors (so their own retries
 * cover a metadata-server hiccup). The AWS chain has already tried every source when it gives up; no
 * wait will produce keys, so the run says what to set instead of retrying for minutes.
 */
function credentialsFailure(error: unknown): string | undefined {
  if (!(error instanceof APIConnectionError)) return undefined;
  const cause: unknown = error.cause;
  if (cause instanceof Error && cause.name === "CredentialsProviderError")
    return `no AWS credentials for Bedrock (${cause.message}): set them with aws-actions/configure-aws-credentials, or set AWS_BEARER_TOKEN_BEDROCK`;
  return undefined;
}

/**
 * The Anthropic client does not follow redirects (src/agent/model.ts): the Messages API never sends
 * one, and following it would send the conversation on to another address. Asking again gets the same
 * redirect, so the run says what to change instead of retrying for minutes.
 */
function redirectRefused(error: unknown): string | undefined {
  if (!(error instanceof APIConnectionError)) return undefined;
  for (let cause: unknown = error.cause, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause instanceof RedirectRefusedError)
      return "the model endpoint answered with a redirect, which steward does not follow (it would send the conversation to another address): set the base URL to the address the API really answers at";
    cause = cause.cause;
  }
  return undefined;
}

export function classifyFailure(error: unknown): Failure {
  if (error instanceof APIUserAbortError)
    return {
      retryable: false,
      reason: "the request was cancelled",
      status: undefined,
      retryAfterMs: undefined,
    };
  // Connection errors that asking again cannot cure.
  const lasting = credentialsFailure(error) ?? redirectRefused(error);
  if (lasting !== undefined)
    return { retryable: false, reason: lasting, status: undefined, retryAfterMs: undefined };
  if (error instanceof APIConnectionError)
    return {
      retryable: true,
      reason: `connection failed: ${error.message}`,
      status: undefined,
      retryAfterMs: undefined,
    };
  if (error instanceof APIError) {
    const apiError = error as APIError<number | undefined, Headers | undefined, object | undefined>;
    const status = apiError.status;
    const type = errorType(apiError);
    const wait = retryAfterMs(apiError.headers);
    const message = apiError.message;
    if (status === undefined) {
      // An error event inside a stream (e.g. overloaded_error mid-answer): the turn can be asked again.
      const retryable = type === undefined || /overloaded|api_error|rate_limit/.test(type);
      return {
        retryable,
        reason: `stream error${type === undefined ? "" : ` (${type})`}: ${message}`,
        status,
        retryAfterMs: wait,
      };
    }
    const shouldRetry = header(apiError.headers, "x-should-retry");
    if (status === 429 && EXHAUSTED.test(message))
      return {
        retryable: false,
        reason: `spend limit reached (429): ${message}`,
        status,
        retryAfterMs: wait,
      };
    const retryable = shouldRetry === "true" || (shouldRetry !== "false" && RETRYABLE_STATUS.has(status));
    return {
      retryable,
      reason: `HTTP ${String(status)}${type === undefined ? "" : ` ${type}`}: ${message}`,
      status,
      retryAfterMs: wait,
    };
  }
  // An error that says it cannot succeed on a retry (e.g. a replay that ran out of recorded turns).
  if (error instanceof Error && (error as { retryable?: unknown }).retryable === false)
    return { retryable: false, reason: error.message, status: undefined, retryAfterMs: undefined };
  // Anything else thrown while a response streamed: a cut connection, a reset socket.
  const message = error instanceof Error ? error.message : String(error);
  return {
    retryable: true,
    reason: `the response was cut off: ${message}`,
    status: undefined,
    retryAfterMs: undefined,
  };
}

/** Exponential backoff with full jitter; the server's retry-after wins when given. */
function delayFor(
  attempt: number,
  failure: Failure,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  if (failure.retryAfterMs !== undefined) return failure.retryAfterMs;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

export class RetriesExhaustedError extends Error {
  override name = "RetriesExhaustedError";
  constructor(
    readonly failure: Failure,
    readonly attempts: number,
  ) {
    super(
      failure.retryable
        ? `The model request failed after ${String(attempts)} attempts: ${failure.reason}`
        : `The model request failed: ${failure.reason}`,
    );
  }
}

export interface RetryHooks {
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  log(message: string): void;
  /** Called before each new attempt, so partial state from the failed one can be dropped. */
  onRetry?(attempt: number, failure: Failure): void;
}

export async function withRetries<T>(
  attemptFn: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  hooks: RetryHooks,
  signal: AbortSignal,
): Promise<T> {
  let waited = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptFn(attempt);
    } catch (error) {
      if (signal.aborted) throw error;
      const failure = classifyFailure(error);
      if (!failure.retryable || attempt >= policy.maxAttempts)
        throw new RetriesExhaustedError(failure, attempt);
      const delay = delayFor(attempt, failure, policy);
      if (waited + delay > policy.budgetMs) {
        hooks.log(
          `model request: ${failure.reason}; a retry in ${String(delay)} ms would pass the retry budget`,
        );
        throw new RetriesExhaustedError(failure, attempt);
      }
      hooks.log(
        `model request attempt ${String(attempt)} failed (${failure.reason}); retrying in ${String(delay)} ms`,
      );
      await hooks.sleep(delay, signal);
      waited += delay;
      hooks.onRetry?.(attempt + 1, failure);
    }
  }
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
