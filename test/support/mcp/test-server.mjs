// A small MCP server written for steward's tests with the official SDK. Its tools exercise what the
// client must handle: a read-only echo, a tool that changes something, an image, structured content,
// an isError result, a crash, a call that never answers, and its own environment and process ids (so
// tests can check what reached it and that it is gone afterwards). Plain JavaScript, so it runs as a
// child process with node alone.
import { spawn } from "node:child_process";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";

// A 1×1 transparent PNG.
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const text = (value) => ({ content: [{ type: "text", text: value }] });

/**
 * With `listChanges`, a `swap` tool changes the server's tools as it runs: it adds `fresh` and removes
 * `note`, and the SDK sends notifications/tools/list_changed for each (before the call's answer).
 */
function addListChanges(server, name, readOnly, note) {
  server.registerTool("swap", { description: "Adds the tool fresh and removes the tool note." }, () => {
    server.registerTool("fresh", { description: "A tool added during the run.", annotations: readOnly }, () =>
      text(`${name} fresh: here`),
    );
    note.remove();
    return text("swapped");
  });
}

/** The server, with `name` in its answers so a test can tell servers apart. */
export function createTestServer(name = "test", options = {}) {
  const server = new McpServer({ name: `steward-test-${name}`, version: "1.0.0" });
  const readOnly = { readOnlyHint: true };
  server.registerTool(
    "echo",
    {
      description: "Echoes the message back.",
      inputSchema: { message: z.string().describe("What to echo") },
      annotations: readOnly,
    },
    ({ message }) => text(`${name} echo: ${message}`),
  );
  const note = server.registerTool(
    "note",
    { description: "Records a note (changes state).", inputSchema: { text: z.string() } },
    ({ text: note }) => text(`noted: ${note}`),
  );
  server.registerTool("pixel", { description: "Returns a tiny image.", annotations: readOnly }, () => ({
    content: [
      { type: "text", text: "a pixel:" },
      { type: "image", data: PIXEL, mimeType: "image/png" },
    ],
  }));
  server.registerTool(
    "weather",
    {
      description: "Structured content only.",
      outputSchema: { temperature: z.number(), sky: z.string() },
      annotations: readOnly,
    },
    () => ({ content: [], structuredContent: { temperature: 21, sky: "clear" } }),
  );
  server.registerTool("refuse", { description: "Always fails." }, () => ({
    content: [{ type: "text", text: "refused: the record is locked" }],
    isError: true,
  }));
  server.registerTool(
    "env",
    {
      description: "Returns its environment variables' names and values.",
      annotations: readOnly,
    },
    () => text(JSON.stringify(process.env)),
  );
  server.registerTool("pids", { description: "Its process ids; starts a grandchild that sleeps." }, () => {
    const child = spawn("sleep", ["300"], { stdio: "ignore" });
    return text(JSON.stringify({ pid: process.pid, pgid: process.pid, grandchild: child.pid }));
  });
  server.registerTool("crash", { description: "Exits the server process." }, () => {
    // Says its token on the way out, as a careless server might: steward must redact it.
    process.stderr.write(
      `crashing on purpose${process.env.API_TOKEN ? ` (token ${process.env.API_TOKEN})` : ""}\n`,
    );
    setImmediate(() => process.exit(3));
    return new Promise(() => undefined);
  });
  server.registerTool("hang", { description: "Never answers." }, () => new Promise(() => undefined));
  server.registerTool(
    "big",
    { description: "A long text.", inputSchema: { chars: z.number() }, annotations: readOnly },
    ({ chars }) => text("x".repeat(chars)),
  );
  server.registerResource(
    "readme",
    "test://docs/readme",
    { mimeType: "text/markdown", description: "The test server's readme" },
    (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: `# ${name} readme` }] }),
  );
  server.registerResource("logo", "test://docs/logo.png", { mimeType: "image/png" }, (uri) => ({
    contents: [{ uri: uri.href, mimeType: "image/png", blob: PIXEL }],
  }));
  if (options.listChanges) addListChanges(server, name, readOnly, note);
  return server;
}
