// How steward's own commits get signed (`commit-signing`). Two ways, both for steward's commits only —
// never in the agent's git environment:
// - github: the commits are not pushed with git at all. Each one is re-created on GitHub's side with the
//   GraphQL createCommitOnBranch mutation, which GitHub signs (Verified, as the token's identity); the
//   CommitApi that does it is passed in (src/github/commit-api.ts), so this layer only talks git.
// - ssh: git signs (`gpg.format=ssh`) with a key from a secret, written to a 0600 file in a private
//   directory outside the workspace for exactly as long as one git command runs, then removed.
import { randomBytes } from "node:crypto";
import { mkdtemp, open, rm } from "node:fs/promises";
import { join } from "node:path";

export interface FileAddition {
  path: string;
  /** The whole file, base64 (RFC 4648, padded). */
  contents: string;
}

/** One createCommitOnBranch call: the branch must be at `expectedHead`, or GitHub refuses it. */
export interface ApiCommit {
  branch: string;
  expectedHead: string;
  headline: string;
  body: string;
  additions: FileAddition[];
  deletions: string[];
}

export type ApiOutcome =
  | { kind: "created"; sha: string }
  /** The branch was not where expected (someone pushed), or a new branch's name was taken. */
  | { kind: "stale"; detail: string }
  /** GitHub refused this change to this branch (a ruleset, a protected branch, a permission). */
  | { kind: "rejected"; detail: string }
  | { kind: "failed"; detail: string; timedOut: boolean };

/** GitHub's side of `commit-signing: github`. */
export interface CommitApi {
  /** Creates `refs/heads/<branch>` at `sha` (a commit GitHub has). */
  createBranch(branch: string, sha: string, signal?: AbortSignal): Promise<ApiOutcome>;
  createCommit(commit: ApiCommit, signal?: AbortSignal): Promise<ApiOutcome>;
}

/** Runs git commands that create commits with the signing config, while the key file exists. */
export interface SshSigner {
  withKey<T>(use: (config: readonly string[]) => Promise<T>): Promise<T>;
}

export type CommitSigning = { kind: "github"; api: CommitApi } | { kind: "ssh"; signer: SshSigner };

/** The SSH signer, when commits are signed with one. */
export function sshSignerOf(signing: CommitSigning | undefined): SshSigner | undefined {
  return signing?.kind === "ssh" ? signing.signer : undefined;
}

/**
 * An SSH signer whose key lives in memory; `withKey` writes it to `<private dir>/key` (0600, created
 * exclusively) under `tempRoot` — RUNNER_TEMP, which the sandbox hides — and removes it again, also when
 * the command fails. The config names the program too: the repository's own config could point
 * gpg.ssh.program anywhere, and command-line config outranks it.
 */
export function createSshSigner(key: string, tempRoot: string): SshSigner {
  return {
    async withKey(use) {
      const dir = await mkdtemp(join(tempRoot, "steward-signing-"));
      const file = join(dir, `key-${randomBytes(4).toString("hex")}`);
      try {
        const handle = await open(file, "wx", 0o600);
        try {
          await handle.writeFile(key);
        } finally {
          await handle.close();
        }
        return await use([
          "gpg.format=ssh",
          "gpg.ssh.program=ssh-keygen",
          `user.signingKey=${file}`,
          "commit.gpgSign=true",
        ]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
