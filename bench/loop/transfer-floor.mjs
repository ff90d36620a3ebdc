// The floor under the long session's per-turn gap: what moving a request's bytes into the scripted
// server costs, whoever sends them. A bare client (node:http, the whole body prebuilt as one Buffer,
// one write) sends the long session's request as it stands early and late in the session, and the time
// from the write to the server having the last byte is taken, as long.mjs's gap ends: at the last byte
// read by a server that reads the body as the rig's does (test/support/http.ts readBody: for await over
// the request, then one concat). Its growth between the two sizes is what any client's gap grows by
// for the bytes alone (the client's kernel copying them, the server reading ~64 KB at a time); what a
// CLI's growth in long.mjs has beyond it is the CLI's own work. The default sizes are the requests in
// the middle of long.mjs's two windows (turn 10 of the first 20, turn 195 of the last 50 of 220), whose
// gaps are about those windows' medians.
//
//   node bench/loop/transfer-floor.mjs [--samples N] [--turns 10,195] [--json FILE]
//
// Client and server are two processes, as in long.mjs, and stamp with process.hrtime (the system's
// monotonic clock, shared by both). Alternates the sizes, a short pause between samples.
import { fork } from "node:child_process";
import { createServer, request } from "node:http";
import { parseArgs } from "node:util";
import { stats, writeFigures } from "../lib/figures.mjs";
import { median, table } from "./lib/stats.mjs";
import { LONG_PROMPT, partText } from "./long-session.mjs";

const ms = () => Number(process.hrtime.bigint()) / 1e6;

if (process.argv[2] === "--serve") {
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const receivedAt = ms();
    res.end(JSON.stringify({ receivedAt, bytes: body.length, reads: chunks.length }));
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => process.send?.(server.address().port));
} else await measure();

/** The long session's request after `turns` Read turns, as JSON bytes (the Read tool's line numbers). */
function requestAfter(turns) {
  const messages = [{ role: "user", content: [{ type: "text", text: LONG_PROMPT }] }];
  for (let k = 0; k < turns; k++) {
    const id = `toolu_${String(k)}`;
    const path = `/tmp/repo/docs/part-${String(k).padStart(3, "0")}.md`;
    const numbered = partText(k)
      .split("\n")
      .slice(0, -1)
      .map((line, i) => `${String(i + 1).padStart(6)}\t${line}`)
      .join("\n");
    messages.push(
      {
        role: "assistant",
        content: [
          { type: "text", text: `Reading part ${String(k)}.` },
          { type: "tool_use", id, name: "Read", input: { file_path: path } },
        ],
      },
      { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: numbered }] },
    );
  }
  return Buffer.from(
    JSON.stringify({ model: "claude-sonnet-4-6", max_tokens: 64000, messages, stream: true }),
  );
}

async function measure() {
  const { values: opts } = parseArgs({
    options: {
      samples: { type: "string", default: "41" },
      turns: { type: "string", default: "10,195" },
      json: { type: "string" },
    },
  });
  const sizes = opts.turns.split(",").map(Number);
  const bodies = sizes.map(requestAfter);
  const server = fork(new URL(import.meta.url).pathname, ["--serve"]);
  const port = await new Promise((resolve) => server.once("message", resolve));
  const send = (body) =>
    new Promise((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, method: "POST", path: "/", headers: { "content-length": body.length } },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => {
            const { receivedAt, reads } = JSON.parse(text);
            resolve({ ms: receivedAt - sentAt, reads });
          });
        },
      );
      req.on("error", reject);
      // Stamped as the bytes are handed over, as a CLI's gap would end its own work there.
      const sentAt = ms();
      req.end(body);
    });
  const samples = bodies.map(() => []);
  for (let i = 0; i < Number(opts.samples); i++)
    for (const [j, body] of bodies.entries()) {
      samples[j].push(await send(body));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  server.kill();
  // The first sample of each size opens the connection and warms the code: left out.
  const medians = samples.map((s) => median(s.slice(1).map((x) => x.ms)));
  console.log(
    table(
      ["request after", "body", "write → last byte at the server (median)", "server reads", "growth"],
      sizes.map((turns, j) => [
        `${String(turns)} turns`,
        `${(bodies[j].length / 2 ** 20).toFixed(2)} MB`,
        `${medians[j].toFixed(2)} ms`,
        String(median(samples[j].map((x) => x.reads))),
        j === 0 ? "" : `${(medians[j] - medians[0]).toFixed(2)} ms`,
      ]),
    ),
  );
  writeFigures(opts.json, {
    tables: [
      {
        title: "transfer floor: a bare client's write → the rig-like server's last byte",
        rows: sizes.map((turns, j) => ({
          label: `request after ${String(turns)} turns (${(bodies[j].length / 2 ** 20).toFixed(2)} MB)`,
          unit: "ms",
          digits: 2,
          stats: stats(samples[j].slice(1).map((x) => x.ms)),
        })),
      },
    ],
    notes: [`growth ${(medians.at(-1) - medians[0]).toFixed(2)} ms`],
  });
}
