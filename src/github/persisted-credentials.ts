// actions/checkout's default (persist-credentials: true) leaves the workflow's token where any process
// of the job can read it: an http.<url>.extraheader in .git/config, or (newer versions) an includeIf
// pointing at a credentials file under RUNNER_TEMP. A policy that allows the agent `git config --list`
// would hand it over. steward authenticates its own fetches and pushes, so it takes those entries out
// of the repository's configuration while the agent runs and puts them back afterwards, for the steps
// that come later in the job.
import { execa } from "execa";
import { discoveryEnvironment } from "./workspace/index";

export interface CredentialEntry {
  key: string;
  value: string;
}

export interface StashedCredentials {
  entries: CredentialEntry[];
  restore(): Promise<void>;
}

/** Keys that carry credentials: extra HTTP headers, and includes of files outside the repository. */
function carriesCredentials(key: string, value: string, runnerTemp: string): boolean {
  if (/^http\..*\.extraheader$/i.test(key) || /^http\.extraheader$/i.test(key)) return true;
  if (/^includeif\..*\.path$/i.test(key) || /^include\.path$/i.test(key))
    return runnerTemp === "" || value.startsWith(runnerTemp) || /credentials/i.test(value);
  return false;
}

export async function stashPersistedCredentials(
  workspace: string,
  env: Readonly<Record<string, string>>,
  runnerTemp: string,
): Promise<StashedCredentials> {
  const git = (...args: string[]) =>
    execa("git", args, {
      cwd: workspace,
      env: {
        ...env,
        GIT_TERMINAL_PROMPT: "0",
        GIT_CONFIG_NOSYSTEM: "1",
        GIT_CONFIG_GLOBAL: "/dev/null",
        LC_ALL: "C",
        ...discoveryEnvironment(workspace),
      },
      extendEnv: false,
      reject: false,
      timeout: 30_000,
    });
  // -z: keys and values separated by a newline, entries by NUL, so values with spaces are kept whole.
  const listed = await git("config", "--local", "--null", "--list");
  if (listed.exitCode !== 0) return { entries: [], restore: () => Promise.resolve() };
  const entries = listed.stdout
    .split("\0")
    .filter((entry) => entry !== "")
    .map((entry) => {
      const at = entry.indexOf("\n");
      return at < 0 ? { key: entry, value: "" } : { key: entry.slice(0, at), value: entry.slice(at + 1) };
    })
    .filter((entry) => carriesCredentials(entry.key, entry.value, runnerTemp));
  for (const key of new Set(entries.map((e) => e.key))) await git("config", "--local", "--unset-all", key);
  return {
    entries,
    async restore() {
      for (const entry of entries) await git("config", "--local", "--add", entry.key, entry.value);
    },
  };
}
