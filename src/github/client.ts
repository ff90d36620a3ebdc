// The GitHub REST client: octokit with GitHub's recommended behaviour for rate limits
// (@octokit/plugin-throttling honours retry-after on primary and secondary limits and spaces
// content-creating requests) and transient failures (@octokit/plugin-retry retries 5xx).
import { Octokit } from "@octokit/core";
import { paginateRest } from "@octokit/plugin-paginate-rest";
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import Bottleneck from "bottleneck/light.js";

const StewardOctokit = Octokit.plugin(restEndpointMethods, paginateRest, retry, throttling);
export type GitHubClient = InstanceType<typeof StewardOctokit>;

export interface GitHubClientOptions {
  token: string;
  /** GITHUB_API_URL; GitHub Enterprise Server differs only here. */
  baseUrl: string;
  /** How many times a rate-limited request is retried before it fails (default 3). */
  rateLimitRetries?: number;
  /** Longest wait we accept for one rate-limit retry, in seconds (default 120); longer fails instead. */
  maxRetryAfterSeconds?: number;
  /** Base delay of the 5xx retry backoff in ms (default 1,000); tests shorten it. */
  retryBaseMs?: number;
  /**
   * Minimum gap between content-creating requests, in ms. Default: octokit's spacing, which follows
   * GitHub's guidance (1 s between writes, 3 s between writes that notify). Tests shorten it.
   */
  writeSpacingMs?: number;
  log?: (message: string) => void;
}

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const log = options.log ?? (() => undefined);
  const retries = options.rateLimitRetries ?? 3;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  const onLimit =
    (kind: string) =>
    (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
      const retrying = retryCount < retries && retryAfter <= maxWait;
      log(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: ` +
          (retrying
            ? `retrying in ${String(retryAfter)} s (attempt ${String(retryCount + 1)} of ${String(retries)})`
            : "giving up"),
      );
      return retrying;
    };
  return new StewardOctokit({
    auth: options.token,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    userAgent: "steward",
    log: { debug: () => undefined, info: () => undefined, warn: log, error: log },
    throttle: {
      onRateLimit: onLimit("primary"),
      onSecondaryRateLimit: onLimit("secondary"),
      // The plugin's spacing groups are process-wide; a client with its own spacing gets its own groups.
      ...(options.writeSpacingMs === undefined
        ? {}
        : {
            write: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs }),
            notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: options.writeSpacingMs }),
          }),
    },
    retry: { retryAfterBaseValue: options.retryBaseMs ?? 1000 },
  });
}

/**
 * The client of the reaction and the tracking comment: octokit spaces none of its writes (the comment
 * spaces its own edits, tracking-comment.ts), so the first post goes out right after the reaction and
 * the final report right after the run's last write, not a second or three later.
 */
export function createCommentClient(options: Omit<GitHubClientOptions, "writeSpacingMs">): GitHubClient {
  return createGitHubClient({ ...options, writeSpacingMs: 0 });
}
