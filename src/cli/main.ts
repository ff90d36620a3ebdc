// The `steward` command: the same agent as the action, on a local checkout. Subcommands arrive with
// their issues (run, policy check, sandbox probe); unknown input is one clear error line and exit 2.
import { parseArgs } from "node:util";
import { VERSION } from "../version";

const USAGE = `steward ${VERSION}

Usage:
  steward --version     print the version
  steward --help        print this help
`;

export function main(argv: readonly string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { version: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    process.stderr.write(`steward: ${(error as Error).message}\n`);
    return 2;
  }
  if (parsed.values.version === true) {
    process.stdout.write(`${VERSION}\n`);
    return 0;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help === true || command === undefined) {
    process.stdout.write(USAGE);
    return 0;
  }
  process.stderr.write(`steward: unknown command '${command}'. Run 'steward --help' for the commands.\n`);
  return 2;
}
