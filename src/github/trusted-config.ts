// Configuration comes only from the trusted commit (the workflow's own commit, or a pull request's base
// on events whose GITHUB_SHA is the PR's merge commit — see trustedCommit in action.ts), read with
// `git show`, never from the files checked out in the workspace — for a pull request those are the
// PR head's, which anyone who can open a PR controls. Where the workspace's copy differs, the report
// says so, and the workspace copy is just another file. This reads one file (the output schema); the
// run's configuration as a whole is read in one pass by trusted-project.ts.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { trustedReadEnvironment } from "./workspace/index";

export interface TrustedFile {
  path: string;
  /** The file at the trusted commit, or undefined when it does not exist there. */
  trusted: string | undefined;
  /** True when the workspace holds a different version (or the file only on one side). */
  differsInWorkspace: boolean;
}

/**
 * Reads `path` at `sha` from the repository in `workspace`. The trusted commit may be missing from a
 * shallow checkout (a PR head was checked out over it): it is fetched by the caller beforehand.
 */
export async function readTrustedFile(
  workspace: string,
  sha: string,
  path: string,
  env: Readonly<Record<string, string>>,
): Promise<TrustedFile> {
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha))
    throw new Error(`The trusted commit '${sha}' is not a full commit id.`);
  if (path.startsWith("/") || path.split("/").includes("..") || path.startsWith("-"))
    throw new Error(`The configuration path '${path}' must be relative to the repository root.`);
  const git = (...args: string[]) =>
    execa("git", args, {
      cwd: workspace,
      env: trustedReadEnvironment(workspace, env),
      extendEnv: false,
      reject: false,
      stripFinalNewline: false,
      timeout: 30_000,
    });
  // git says "path does not exist" for a missing commit too: tell the two apart first.
  if ((await git("cat-file", "-e", `${sha}^{commit}`)).exitCode !== 0)
    throw new Error(
      `Could not read ${path} at the trusted commit ${sha.slice(0, 12)}: the commit is not in the checkout.`,
    );
  let trusted: string | undefined;
  if ((await git("cat-file", "-e", `${sha}:${path}`)).exitCode === 0) {
    const shown = await git("show", `${sha}:${path}`);
    if (shown.exitCode !== 0)
      throw new Error(
        `Could not read ${path} at the trusted commit ${sha.slice(0, 12)}: ${shown.stderr.trim()}`,
      );
    trusted = shown.stdout;
  }
  const local = await readFile(join(workspace, path), "utf8").catch(() => undefined);
  return { path, trusted, differsInWorkspace: local !== trusted };
}
