#!/usr/bin/env node
// The test MCP server over stdio. Flags make it misbehave on purpose:
//   --name NAME        its name in answers (default "test")
//   --fail-start       write a reason to stderr and exit 1 before answering anything
//   --slow-start MS    wait MS before answering
//   --never-start      never answer (the client's start-up timeout must end it)
//   --list-changes     add the swap tool, which changes the server's tools (list_changed)
// TEST_SERVER_PIDFILE, when set, gets the process id appended.
import { appendFileSync } from "node:fs";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createTestServer } from "./test-server.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};

// Tests find the process here, to check it is gone when it should be.
if (process.env.TEST_SERVER_PIDFILE) appendFileSync(process.env.TEST_SERVER_PIDFILE, `${process.pid}\n`);

if (flag("--fail-start")) {
  process.stderr.write(
    `starting test server\nfatal: cannot open the database (token ${process.env.TEST_SERVER_TOKEN ?? "none"})\n`,
  );
  process.exit(1);
}
if (flag("--never-start")) setInterval(() => undefined, 60_000);
else {
  const slow = Number(value("--slow-start") ?? 0);
  if (slow > 0) await new Promise((resolve) => setTimeout(resolve, slow));
  await createTestServer(value("--name") ?? "test", { listChanges: flag("--list-changes") }).connect(
    new StdioServerTransport(),
  );
}
