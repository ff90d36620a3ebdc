// GitHub's side of `commit-signing: github`: commits created with the GraphQL createCommitOnBranch
// mutation, which GitHub signs itself (the commit shows Verified, authored by the token's identity), and
// branches created with the REST API first. claude-code-action's signing goes through the REST git-data
// API, whose commits GitHub does not sign; the mutation is the one way a workflow token gets Verified
// commits without a key. Both calls go through the same octokit client as everything else (retries,
// rate limits); on GitHub Enterprise Server octokit finds the GraphQL endpoint from the API URL.
import type { CommitSigning as SigningSetting } from "../settings";
import type { GitHubClient } from "./client";
import {
  type ApiCommit,
  type ApiOutcome,
  type CommitApi,
  type CommitSigning,
  createSshSigner,
} from "./workspace/index";

export const CREATE_COMMIT_MUTATION = `mutation StewardCreateCommit($input: CreateCommitOnBranchInput!) {
  createCommitOnBranch(input: $input) {
    commit {
      oid
    }
  }
}`;

interface GraphqlError {
  type?: string;
  message?: string;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function timedOut(error: unknown): boolean {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}

/** A failed mutation, by what GitHub said: a stale head, a refusal of this branch, or anything else. */
export function classifyMutationError(error: unknown): Exclude<ApiOutcome, { kind: "created" }> {
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    const list = errors as GraphqlError[];
    const detail = list.map((e) => e.message ?? e.type ?? "unknown error").join("; ");
    if (list.some((e) => e.type === "STALE_DATA" || /Expected branch to point to/i.test(e.message ?? "")))
      return { kind: "stale", detail };
    if (
      list.some(
        (e) =>
          e.type === "FORBIDDEN" ||
          /rule violations|protected branch|signatures|not authorized|Resource not accessible/i.test(
            e.message ?? "",
          ),
      )
    )
      return { kind: "rejected", detail };
    return { kind: "failed", detail, timedOut: false };
  }
  return { kind: "failed", detail: describe(error), timedOut: timedOut(error) };
}

export function createCommitApi(client: GitHubClient, repo: { owner: string; repo: string }): CommitApi {
  const nameWithOwner = `${repo.owner}/${repo.repo}`;
  return {
    async createBranch(branch, sha, signal) {
      try {
        await client.rest.git.createRef({
          ...repo,
          ref: `refs/heads/${branch}`,
          sha,
          ...(signal === undefined ? {} : { request: { signal } }),
        });
        return { kind: "created", sha };
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (status === 422 && /already exists/i.test(describe(error)))
          return { kind: "stale", detail: `the branch ${branch} already exists` };
        if (status === 403 || status === 404) return { kind: "rejected", detail: describe(error) };
        return { kind: "failed", detail: describe(error), timedOut: timedOut(error) };
      }
    },
    async createCommit(commit: ApiCommit, signal) {
      const input = {
        branch: { repositoryNameWithOwner: nameWithOwner, branchName: commit.branch },
        expectedHeadOid: commit.expectedHead,
        message: { headline: commit.headline, ...(commit.body === "" ? {} : { body: commit.body }) },
        fileChanges: {
          additions: commit.additions,
          deletions: commit.deletions.map((path) => ({ path })),
        },
      };
      try {
        const data = await client.graphql<{
          createCommitOnBranch: { commit: { oid: string } | null } | null;
        }>(CREATE_COMMIT_MUTATION, { input, ...(signal === undefined ? {} : { request: { signal } }) });
        const oid = data.createCommitOnBranch?.commit?.oid;
        if (typeof oid !== "string" || !/^[0-9a-f]{40}$/.test(oid))
          return {
            kind: "failed",
            detail: "createCommitOnBranch answered without the new commit's oid",
            timedOut: false,
          };
        return { kind: "created", sha: oid };
      } catch (error) {
        return classifyMutationError(error);
      }
    },
  };
}

/**
 * The workspace's signing for the `commit-signing` input: GitHub's API, or an SSH key kept in memory
 * and written under `tempRoot` (RUNNER_TEMP, hidden from the sandbox) only while git signs.
 */
export function workspaceSigning(
  setting: SigningSetting,
  client: GitHubClient,
  repo: { owner: string; repo: string },
  tempRoot: string,
): CommitSigning | undefined {
  switch (setting.kind) {
    case "off":
      return undefined;
    case "github":
      return { kind: "github", api: createCommitApi(client, repo) };
    case "ssh":
      return { kind: "ssh", signer: createSshSigner(setting.key, tempRoot) };
  }
}
