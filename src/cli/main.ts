// The `steward` command: `run` (the agent on a local checkout) and `policy` (check and explain
// decisions). Unknown input is one clear error line and exit code 2.
import { parseArgs } from "node:util";
import { VERSION } from "../version";
import { type CliIO, runCommand } from "./run";

const USAGE = `steward ${VERSION}

Usage:
  steward run --prompt TEXT [options]   run the agent on a local checkout (steward run --help)
  steward policy check [options]        decide tool calls read as JSON lines on stdin
  steward policy explain [options]      the same, showing how each decision was reached
  steward sandbox probe [options]       check the shell's sandbox on this machine
  steward --version                     print the version
  steward --help                        print this help
`;

export interface MainIO extends CliIO {
  stdin: NodeJS.ReadableStream;
}

export async function main(argv: readonly string[], io: MainIO): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "run") return runCommand(rest, io);
  // The other commands are loaded when asked for: `steward run` is the one whose start-up counts, and
  // `policy` alone needs node:readline.
  if (command === "policy") {
    const { runPolicyCommand } = await import("./policy");
    return runPolicyCommand(rest, {
      stdin: io.stdin,
      stdout: io.stdout,
      stderr: io.stderr,
      cwd: io.cwd,
      env: { ...io.env },
    });
  }
  if (command === "sandbox") {
    const { runSandboxCommand } = await import("./sandbox");
    return runSandboxCommand(rest, { stdout: io.stdout, stderr: io.stderr, cwd: io.cwd, env: io.env });
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { version: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.stderr(`steward: ${(error as Error).message}\n`);
    return 2;
  }
  if (parsed.values.version === true) {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  if (parsed.values.help === true || command === undefined) {
    io.stdout(USAGE);
    return 0;
  }
  io.stderr(`steward: unknown command '${command}'. Run 'steward --help' for the commands.\n`);
  return 2;
}
