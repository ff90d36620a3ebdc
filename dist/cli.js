#!/usr/bin/env node
import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/cli/main.ts
import { parseArgs } from "node:util";

// src/version.ts
var VERSION = "0.1.0";

// src/cli/main.ts
var USAGE = `steward ${VERSION}

Usage:
  steward --version     print the version
  steward --help        print this help
`;
function main(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { version: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true
    });
  } catch (error) {
    process.stderr.write(`steward: ${error.message}
`);
    return 2;
  }
  if (parsed.values.version === true) {
    process.stdout.write(`${VERSION}
`);
    return 0;
  }
  const [command] = parsed.positionals;
  if (parsed.values.help === true || command === void 0) {
    process.stdout.write(USAGE);
    return 0;
  }
  process.stderr.write(`steward: unknown command '${command}'. Run 'steward --help' for the commands.
`);
  return 2;
}

// src/cli.ts
process.exitCode = main(process.argv.slice(2));
