// The one edge where steward's workspace layer starts `git`: a function passed in, so tests and the
// orchestration decide how processes are made. The default runner uses execa and guarantees an end:
// every command runs as the leader of its own process group and the whole group is killed at its
// timeout — `git push` leaves `git-remote-http` and `pack-objects` children that would otherwise keep
// the output pipes open (and the caller waiting) after git itself was killed. (Background work git
// could start on its own, auto-gc and maintenance, is switched off by the workspace's git config.)
import { execa } from "execa";

export interface GitInvocation {
  args: readonly string[];
  cwd: string;
  /** The complete environment of the child: nothing is inherited from the calling process. */
  env: Readonly<Record<string, string>>;
  /** The command and everything it started are killed after this many milliseconds. */
  timeoutMs: number;
  /** Written to the child's stdin (bytes as they are); without it stdin is /dev/null. */
  input?: string | Uint8Array;
  /** stdout is file content (a blob), kept as bytes in `stdoutBytes` instead of decoded as text. */
  binaryStdout?: boolean;
}

export interface GitOutcome {
  stdout: string;
  /** With `binaryStdout`: stdout's bytes (stdout itself is then empty). */
  stdoutBytes?: Buffer;
  stderr: string;
  /** The exit status; -1 when git was killed or could not start. */
  exitCode: number;
  timedOut: boolean;
}

export type GitRunner = (invocation: GitInvocation) => Promise<GitOutcome>;

/** Output beyond this is a runaway (a diff of a generated tree); the command fails instead. */
const MAX_BUFFER = 256 * 1024 * 1024;

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // The group is already gone.
  }
}

function textOf(value: unknown): string {
  return value instanceof Uint8Array ? Buffer.from(value).toString("utf8") : "";
}

export function createGitRunner(options: { binary?: string } = {}): GitRunner {
  const binary = options.binary ?? "git";
  return async ({ args, cwd, env, timeoutMs, input, binaryStdout }) => {
    const child = execa(binary, [...args], {
      ...(binaryStdout === true ? { encoding: "buffer" as const } : {}),
      cwd,
      env: { ...env },
      extendEnv: false,
      ...(input === undefined ? { stdin: "ignore" as const } : { input }),
      stripFinalNewline: false,
      maxBuffer: MAX_BUFFER,
      detached: true,
      reject: false,
    });
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        killGroup(child.pid);
      },
      Math.max(1, timeoutMs),
    );
    try {
      const result = await child;
      const stderr = typeof result.stderr === "string" ? result.stderr : textOf(result.stderr);
      return {
        stdout: typeof result.stdout === "string" ? result.stdout : "",
        ...(result.stdout instanceof Uint8Array ? { stdoutBytes: Buffer.from(result.stdout) } : {}),
        // A command that could not start has no stderr of its own: say why it did not run.
        stderr: result.exitCode === undefined && !timedOut ? `${stderr}${result.shortMessage}` : stderr,
        exitCode: timedOut ? -1 : (result.exitCode ?? -1),
        timedOut,
      };
    } finally {
      clearTimeout(timer);
    }
  };
}
