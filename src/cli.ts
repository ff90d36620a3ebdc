#!/usr/bin/env node
// The `steward` command's entry: wires the process to main() (src/cli/main.ts). The first SIGINT or
// SIGTERM asks the run to stop and report; a second one ends the process at once.
import { main } from "./cli/main";

const controller = new AbortController();
const stop = (signal: NodeJS.Signals) => {
  if (controller.signal.aborted) process.exit(signal === "SIGINT" ? 130 : 143);
  controller.abort(new Error(`received ${signal}`));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

void main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
  signal: controller.signal,
}).then((code) => {
  process.exitCode = code;
  // Nothing should keep the process alive after the answer (stdin, a lingering socket).
  setImmediate(() => process.exit(code));
});
