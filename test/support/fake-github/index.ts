// A fake GitHub REST API on 127.0.0.1. Every request is refereed by GitHub's official OpenAPI
// description: an undocumented route, a parameter or body GitHub would reject, or a response of the
// fake's own that does not fit the documented schema is recorded as a violation, and
// assertNoViolations() fails the test. Faults (secondary rate limits, 502s) are injected on demand.
import type { IncomingMessage, ServerResponse } from "node:http";
import { headerRecord, listen, now, readBody, sendJson } from "../http";
import { type GitBackend } from "./git-writes";
import { answerGraphql, type CommitRecord, type GraphqlContext } from "./graphql";
import type { Bases } from "./objects";
import { gitHubOpenApi } from "./openapi";
import { notFound, type RouteResult, routes } from "./routes";
import { FakeState } from "./state";

export * from "./state";
export type { CommitRecord } from "./graphql";
export { MAX_COMMENT_BODY } from "./routes";

export interface GitHubRequest {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
  raw: string;
  operationId?: string;
  status?: number;
  receivedAt: number;
  /** When the answer went out (after `latencyMs`). */
  answeredAt?: number;
}

export type GitHubFault =
  /**
   * GitHub sends whole seconds. A fraction (sent as is, "0.3") keeps a test's wait short: the throttling
   * plugin reads the header with Number() and waits that many seconds, down the same path as for "1".
   */
  | { kind: "secondary_rate_limit"; status?: 403 | 429; retryAfterSeconds: number }
  | { kind: "primary_rate_limit"; resetInSeconds: number }
  | { kind: "bad_gateway" }
  /** GitHub's 422 for a body it refuses (e.g. a review comment on a line that moved). */
  | { kind: "unprocessable"; message: string };

interface ArmedFault {
  fault: GitHubFault;
  operationId?: string;
  method?: string;
  remaining: number;
}

export interface FakeGitHubOptions {
  /** The token requests must carry (Authorization: token X or Bearer X). */
  token: string;
  /** Login the token acts as; what writes are attributed to. */
  actor?: string;
  /** GITHUB_SERVER_URL, for html_url fields. */
  serverUrl?: string;
  clock?: () => number;
  resolveRef?: (repoFullName: string, ref: string) => Promise<string | undefined>;
  /** Each answer waits this long, as a round trip to GitHub does (default 0). */
  latencyMs?: number;
  /** The repositories' git directories (the git server's), for the API's writes: refs and commits. */
  git?: GitBackend;
  /** Further tokens the fake accepts, each acting as its own login (a GitHub App's installation token). */
  extraTokens?: Record<string, string>;
}

export interface FakeGitHub {
  url: string;
  state: FakeState;
  readonly requests: GitHubRequest[];
  readonly violations: string[];
  /** Commits made through the GraphQL createCommitOnBranch mutation, in order. */
  readonly commits: CommitRecord[];
  /** Runs before the next createCommitOnBranch touches the repository (once): e.g. a racing push. */
  beforeNextCommit(hook: () => Promise<void>): void;
  /** The next `times` requests matching the filter get this fault instead of an answer. */
  injectFault(fault: GitHubFault, filter?: { operationId?: string; method?: string; times?: number }): void;
  assertNoViolations(): void;
  close(): Promise<void>;
}

const SECONDARY_MESSAGE =
  "You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.";

function faultResponse(fault: GitHubFault): RouteResult {
  switch (fault.kind) {
    case "secondary_rate_limit":
      return {
        status: fault.status ?? 403,
        headers: { "retry-after": String(fault.retryAfterSeconds), "x-ratelimit-remaining": "4000" },
        body: {
          message: SECONDARY_MESSAGE,
          documentation_url:
            "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
          status: String(fault.status ?? 403),
        },
      };
    case "primary_rate_limit":
      return {
        status: 403,
        headers: {
          "x-ratelimit-limit": "1000",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-used": "1000",
          "x-ratelimit-reset": String(Math.ceil(Date.now() / 1000) + fault.resetInSeconds),
        },
        body: {
          message: "API rate limit exceeded for installation.",
          documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api",
          status: "403",
        },
      };
    case "bad_gateway":
      return { status: 502, body: { message: "Server Error" } };
    case "unprocessable":
      return {
        status: 422,
        body: {
          message: "Unprocessable Entity",
          errors: [fault.message],
          documentation_url: "https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request",
          status: "422",
        },
      };
  }
}

function linkHeader(base: string, query: URLSearchParams, page: number, perPage: number, total: number) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const at = (p: number) => {
    const q = new URLSearchParams(query);
    q.set("per_page", String(perPage));
    q.set("page", String(p));
    return `<${base}?${q.toString()}>`;
  };
  const links: string[] = [];
  if (page < last) links.push(`${at(page + 1)}; rel="next"`, `${at(last)}; rel="last"`);
  if (page > 1) links.push(`${at(1)}; rel="first"`, `${at(page - 1)}; rel="prev"`);
  return links.join(", ");
}

export async function startFakeGitHub(options: FakeGitHubOptions): Promise<FakeGitHub> {
  const api = gitHubOpenApi();
  const state = new FakeState(options.clock);
  const requests: GitHubRequest[] = [];
  const violations: string[] = [];
  const faults: ArmedFault[] = [];
  const actor = options.actor ?? "github-actions[bot]";
  state.user(actor);
  for (const login of Object.values(options.extraTokens ?? {})) state.user(login);
  const commits: CommitRecord[] = [];
  const beforeCommit: Array<() => Promise<void>> = [];
  let bases: Bases = { api: "", html: options.serverUrl ?? "https://github.com" };

  async function send(res: ServerResponse, entry: GitHubRequest, result: RouteResult) {
    if ((options.latencyMs ?? 0) > 0) await new Promise((r) => setTimeout(r, options.latencyMs));
    entry.status = result.status;
    entry.answeredAt = now();
    if (result.body === undefined) {
      res.writeHead(result.status, result.headers ?? {});
      res.end();
    } else {
      sendJson(res, result.status, result.body, result.headers);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = (await readBody(req)).toString("utf8");
    const url = new URL(req.url ?? "/", bases.api);
    const entry: GitHubRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.search,
      headers: headerRecord(req),
      body: undefined,
      raw,
      receivedAt: now(),
    };
    requests.push(entry);

    // Blob storage behind the log-download redirect: not part of the API, needs no token.
    const blob = /^\/_blob\/job-logs\/(\d+)$/.exec(url.pathname);
    if (blob !== null) {
      const job = state.runs.flatMap((r) => r.jobs).find((j) => j.id === Number(blob[1]));
      entry.status = job === undefined ? 404 : 200;
      res.writeHead(entry.status, { "content-type": "text/plain; charset=utf-8" });
      res.end(job?.log ?? "");
      return;
    }

    const auth = /^(?:token|bearer) (.+)$/i.exec(entry.headers["authorization"] ?? "")?.[1];
    // Whom the token acts as: writes are attributed to that login.
    const requestActor = auth === options.token ? actor : options.extraTokens?.[auth ?? ""];
    if (requestActor === undefined) {
      return send(res, entry, {
        status: 401,
        body: {
          message: "Bad credentials",
          documentation_url: "https://docs.github.com/rest",
          status: "401",
        },
      });
    }
    if (entry.headers["user-agent"] === undefined)
      violations.push(`${entry.method} ${entry.path}: no User-Agent header (GitHub answers 403)`);

    if (entry.method === "POST" && url.pathname === "/graphql") {
      let request: unknown;
      try {
        request = JSON.parse(raw);
      } catch {
        violations.push("graphql: body is not JSON");
        return send(res, entry, { status: 400, body: { message: "Problems parsing JSON" } });
      }
      entry.body = request;
      const context: GraphqlContext = {
        state,
        git: options.git,
        actor: requestActor,
        htmlBase: bases.html,
        commits,
        beforeCommit,
      };
      const answer = await answerGraphql(request, context, violations);
      entry.operationId = answer.operation;
      return send(res, entry, { status: 200, body: answer.body });
    }

    const matched = api.match(entry.method, url.pathname);
    if (matched === undefined) {
      violations.push(`${entry.method} ${url.pathname}: GitHub's REST API has no such route`);
      return send(res, entry, notFound());
    }
    const { operation } = matched;
    entry.operationId = operation.operationId;
    for (const problem of api.checkParameters(matched, url.searchParams))
      violations.push(`${operation.operationId}: ${problem}`);

    if (raw !== "") {
      try {
        entry.body = JSON.parse(raw);
      } catch {
        violations.push(`${operation.operationId}: body is not JSON`);
        return send(res, entry, { status: 400, body: { message: "Problems parsing JSON", status: "400" } });
      }
    }
    const bodyProblem = api.checkRequestBody(operation, entry.body);
    if (bodyProblem !== undefined) {
      violations.push(`${operation.operationId}: GitHub would reject the body: ${bodyProblem}`);
      return send(res, entry, {
        status: 422,
        body: {
          message: `Invalid request.\n\n${bodyProblem}`,
          documentation_url: "https://docs.github.com/rest",
          status: "422",
        },
      });
    }

    for (const key of api.undocumentedBodyKeys(operation, entry.body))
      violations.push(`${operation.operationId}: body key "${key}" is not documented (GitHub ignores it)`);

    // A faulted request is still refereed: its body is what the real GitHub would have judged.
    const armed = faults.find(
      (f) =>
        f.remaining > 0 &&
        (f.operationId === undefined || f.operationId === operation.operationId) &&
        (f.method === undefined || f.method === entry.method),
    );
    if (armed !== undefined) {
      armed.remaining--;
      return send(res, entry, faultResponse(armed.fault));
    }

    const handler = routes[operation.operationId];
    if (handler === undefined) {
      violations.push(
        `${operation.operationId} (${entry.method} ${operation.template}) is not implemented by the fake`,
      );
      return send(res, entry, {
        status: 501,
        body: { message: `fake GitHub does not implement ${operation.operationId}` },
      });
    }
    const owner = matched.params["owner"];
    const name = matched.params["repo"];
    const repo = owner !== undefined && name !== undefined ? state.findRepo(owner, name) : undefined;
    if (operation.template.startsWith("/repos/{owner}/{repo}") && repo === undefined)
      return send(res, entry, notFound());

    const result = await handler({
      params: matched.params,
      query: url.searchParams,
      body: (entry.body ?? {}) as Record<string, unknown>,
      state,
      bases,
      repo,
      actor: requestActor,
      ...(options.git === undefined ? {} : { git: options.git }),
      ...(options.resolveRef === undefined ? {} : { resolveRef: options.resolveRef }),
    });

    if (result.paginate !== undefined) {
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get("per_page") ?? 30) || 30));
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1) || 1);
      const items = result.paginate.slice((page - 1) * perPage, page * perPage);
      const link = linkHeader(
        `${bases.api}${url.pathname}`,
        url.searchParams,
        page,
        perPage,
        result.paginate.length,
      );
      result.body =
        operation.operationId === "actions/list-jobs-for-workflow-run"
          ? { total_count: result.paginate.length, jobs: items }
          : items;
      result.headers = { ...result.headers, ...(link === "" ? {} : { link }) };
    }
    const responseProblem = api.checkResponse(operation, result.status, result.body);
    if (responseProblem !== undefined)
      violations.push(
        `fake's own ${operation.operationId} ${String(result.status)} response breaks GitHub's schema: ${responseProblem}`,
      );
    await send(res, entry, result);
  }

  const listening = await listen(handle, (error) => violations.push(`handler error: ${String(error)}`));
  bases = { ...bases, api: listening.url };
  return {
    url: listening.url,
    state,
    requests,
    violations,
    commits,
    beforeNextCommit(hook) {
      beforeCommit.push(hook);
    },
    injectFault(fault, filter = {}) {
      faults.push({
        fault,
        remaining: filter.times ?? 1,
        ...(filter.operationId === undefined ? {} : { operationId: filter.operationId }),
        ...(filter.method === undefined ? {} : { method: filter.method }),
      });
    },
    assertNoViolations() {
      if (violations.length > 0) throw new Error(`fake GitHub saw:\n- ${violations.join("\n- ")}`);
    },
    close: () => listening.close(),
  };
}
