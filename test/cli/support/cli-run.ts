// Runs the bundled `steward run` (dist/cli.js) as a child process against a scripted model server,
// for the tests that hold its output to Claude Code's formats.
import { spawn } from "node:child_process";
import { cliEntry } from "../../support/bundle";
export const CLI_KEY = "sk-ant-cli-test";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  env?: Record<string, string>;
  /** Written to the child's standard input (closed after); none means /dev/null. */
  stdin?: string;
  /** Sends SIGINT once stderr matches this. */
  interruptWhen?: RegExp;
}

export function runCli(args: readonly string[], home: string, options: CliOptions = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliEntry(), ...args], {
      env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: home, ...options.env },
      stdio: [options.stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    let interrupted = false;
    child.stdout?.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr?.on("data", (d: Buffer) => {
      stderr += d.toString();
      if (!interrupted && options.interruptWhen?.test(stderr) === true) {
        interrupted = true;
        child.kill("SIGINT");
      }
    });
    if (options.stdin !== undefined) child.stdin?.end(options.stdin);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The JSON lines of a stream-json run. */
export const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .trim()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
