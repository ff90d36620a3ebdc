// The only commands that talk to the remote, and so the only ones that get the token: fetch and push,
// always to the URL built from GITHUB_SERVER_URL and the repository (never the `origin` remote, whose
// URL lives in a config file), and only while the repository config is the one checkout left.
import { describeFailure, runGit, WorkspaceError, type GitContext } from "./git";
import { assertConfigUnchanged } from "./repo-config";

export interface RemoteState {
  ctx: GitContext;
  /** The repository config before the agent ran (see repo-config.ts). */
  trustedConfig: Array<[string, string]>;
  /**
   * Whether the checkout is shallow, when already known: prepare learns it while locating the
   * checkout, and its own fetches keep it as it is. Unset, each fetch asks git (the agent may deepen it).
   */
  shallow?: boolean;
}

export type FetchOutcome = { found: true; sha: string } | { found: false; detail: string };

/** A shallow checkout gets only the commits asked for; a complete one stays complete. */
async function depthArgs(state: RemoteState): Promise<string[]> {
  const shallow =
    state.shallow ??
    (await runGit(state.ctx, ["rev-parse", "--is-shallow-repository"])).stdout.trim() === "true";
  return shallow ? ["--depth=1"] : [];
}

/**
 * Fetches `source` (a ref on the remote, or a commit id) into `destination` (a local ref; omitted
 * for a commit id) and returns the commit fetched. In a shallow checkout only that commit comes:
 * steward's rebases name both ends explicitly (`rebase --onto <new tip> <old base>`), so they never
 * walk history below the bot's own commits and need neither --deepen nor --unshallow.
 */
export async function fetchFromRemote(
  state: RemoteState,
  source: string,
  destination: string | undefined,
  options: { timeoutMs?: number } = {},
): Promise<FetchOutcome> {
  const { ctx } = state;
  await assertConfigUnchanged(ctx, state.trustedConfig);
  const refspec = destination === undefined ? source : `+${source}:${destination}`;
  const result = await runGit(
    ctx,
    [
      "fetch",
      "--quiet",
      "--no-tags",
      "--no-recurse-submodules",
      "--no-write-fetch-head",
      ...(await depthArgs(state)),
      "--",
      ctx.remoteUrl,
      refspec,
    ],
    { remote: true, ...options },
  );
  if (result.exitCode !== 0) {
    if (/couldn't find remote ref|not our ref|no such remote ref|unadvertised object/i.test(result.stderr))
      return { found: false, detail: describeFailure(result) };
    throw new WorkspaceError(`Could not fetch ${source} from ${ctx.remoteUrl}: ${describeFailure(result)}`);
  }
  const fetched = await runGit(ctx, [
    "rev-parse",
    "--verify",
    "--quiet",
    `${destination ?? source}^{commit}`,
  ]);
  if (fetched.exitCode !== 0)
    return { found: false, detail: `${source} was fetched from ${ctx.remoteUrl} but is not a commit` };
  return { found: true, sha: fetched.stdout.trim() };
}

export type PushOutcome =
  | { kind: "pushed" }
  /** The remote branch has commits we do not have: fetch, rebase, retry. */
  | { kind: "non-fast-forward"; detail: string }
  /** The remote refused this update (protected branch, workflow permission, hook). */
  | { kind: "rejected"; detail: string }
  /** The push did not happen for another reason (network, authentication, timeout). */
  | { kind: "failed"; detail: string; timedOut: boolean };

/**
 * Pushes `sha` to `refs/heads/<branch>`. Never with force: a push that is not a fast-forward is
 * refused by git and reported as such.
 */
export async function pushToRemote(
  state: RemoteState,
  sha: string,
  branch: string,
  options: { timeoutMs?: number } = {},
): Promise<PushOutcome> {
  const { ctx } = state;
  await assertConfigUnchanged(ctx, state.trustedConfig);
  const result = await runGit(
    ctx,
    [
      "push",
      "--porcelain",
      "--no-verify",
      "--recurse-submodules=no",
      "--",
      ctx.remoteUrl,
      `${sha}:refs/heads/${branch}`,
    ],
    { remote: true, ...options },
  );
  // Porcelain: one line per ref, `<flag>\t<from>:<to>\t<summary>`; `!` marks a rejected update.
  const line = result.stdout.split("\n").find((l) => l.includes(`:refs/heads/${branch}\t`));
  const [flag, , summary = ""] = line?.split("\t") ?? [];
  if (result.exitCode === 0 && flag !== undefined && flag !== "!") return { kind: "pushed" };
  if (flag === "!") {
    const detail = `${summary}${result.stderr.trim() === "" ? "" : ` — ${result.stderr.trim()}`}`;
    if (/^\[rejected\] \((fetch first|non-fast-forward)\)/.test(summary))
      return { kind: "non-fast-forward", detail };
    return { kind: "rejected", detail };
  }
  return { kind: "failed", detail: describeFailure(result), timedOut: result.timedOut };
}
