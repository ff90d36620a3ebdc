// Figures of one session from its raw record (lib/drive.mjs). Times are milliseconds on one clock
// (performance.timeOrigin + performance.now() in this process; the pipe writers' $EPOCHREALTIME is the
// same wall clock).
//
// Per-turn overhead, for the gap between answer k and request k+1:
//   wall(k)    = receivedAt(k+1) - receivedAt(k)          request to request, as the server saw them
//   serving(k) = messageStopAt(k) - receivedAt(k)         the server's own time: the scripted 300 ms to the
//                                                          first token plus the streamed chunks
//   gross(k)   = wall(k) - serving(k) = receivedAt(k+1) - messageStopAt(k)
//   net(k)     = gross(k) - tool(k)                       tool(k): lib/tool-time.mjs
// gross is the issue's "wall time minus the server's own serving time"; net also takes out what the
// calls' primitives cost. Both include the time the client needs to send request k+1 (the server stamps
// receivedAt once the whole body is in) and any delay in the client reading the stream's tail.
import { EARLY_START_TURN, isMainLoopRequest, SLOW_READS_TURN, TURNS } from "../session.mjs";
import { prefixReuse } from "./prefix.mjs";
import { usesOnlyInProcessTools } from "./tool-time.mjs";
import { median } from "./stats.mjs";

function toolResults(body) {
  const out = [];
  for (const message of body?.messages ?? [])
    if (Array.isArray(message.content))
      for (const block of message.content) if (block?.type === "tool_result") out.push(block);
  return out;
}

export function analyze(record, sessionTurns, toolTime) {
  const problems = [];
  const posts = record.requests.filter((r) => r.method === "POST" && r.path === "/v1/messages");
  const main = posts.filter((r) => isMainLoopRequest(r.body));
  const side = posts.filter((r) => !isMainLoopRequest(r.body));
  const other = record.requests.filter((r) => !(r.method === "POST" && r.path === "/v1/messages"));
  if (record.code !== 0)
    problems.push(`exit code ${String(record.code)}${record.signal ? ` (${record.signal})` : ""}`);
  if (main.length !== TURNS)
    problems.push(`${String(main.length)} main-loop requests, expected ${String(TURNS)}`);
  main.forEach((r, k) => {
    if (r.turn !== k)
      problems.push(`main-loop request ${String(k)} carries ${String(r.turn)} assistant messages`);
    if (r.status !== 200) problems.push(`main-loop request ${String(k)} got ${String(r.status)}`);
  });
  const result = record.lines.map((l) => JSON.parse(l)).findLast((l) => l?.type === "result");
  if (result?.subtype !== "success") problems.push(`result ${String(result?.subtype)}`);

  const gaps = [];
  for (let k = 0; k + 1 < main.length; k++) {
    const gross = main[k + 1].receivedAt - main[k].messageStopAt;
    const tool = toolTime[k]?.ms;
    gaps.push({
      turn: k,
      kind: sessionTurns[k].kind,
      inProcess: usesOnlyInProcessTools(sessionTurns[k]),
      from: main[k].messageStopAt,
      to: main[k + 1].receivedAt,
      wall: main[k + 1].receivedAt - main[k].receivedAt,
      serving: main[k].messageStopAt - main[k].receivedAt,
      gross,
      tool,
      net: tool === undefined ? undefined : gross - tool,
    });
  }
  const ordinary = gaps.filter((g) => g.kind === "ordinary");
  const inProcess = ordinary.filter((g) => g.inProcess);

  // Where each timed pipe read started, relative to the message_stop of its turn (negative: while the
  // answer was still streaming).
  const startsAt = (turn, names) =>
    names.map((n) =>
      record.pipeOpenedAt[n] === undefined || main[turn] === undefined
        ? undefined
        : record.pipeOpenedAt[n] - main[turn].messageStopAt,
    );
  const slowStarts = startsAt(
    SLOW_READS_TURN,
    Array.from({ length: 10 }, (_, i) => `p${String(i)}`),
  );
  const [earlyStart] = startsAt(EARLY_START_TURN, ["e0"]);

  const last = main.at(-1)?.body;
  const results = toolResults(last);
  const errors = results.filter((b) => b.is_error === true);
  const text = JSON.stringify(results.map((b) => b.content));
  for (const name of [...Array.from({ length: 10 }, (_, i) => `p${String(i)}`), "e0"])
    if (!text.includes(`fixture ${name} ok`)) problems.push(`no result from the pipe ${name}`);
  if (errors.length > 0)
    problems.push(
      `${String(errors.length)} tool results are errors: ${JSON.stringify(errors[0].content).slice(0, 200)}`,
    );

  const pairs = main.length > 1 ? prefixReuse(main.map((r) => r.raw)) : [];
  const usage = main.map((r) => r.usage).filter(Boolean);
  const sum = (f) => usage.reduce((s, u) => s + f(u), 0);
  const cacheRead = sum((u) => u.cache_read_input_tokens);
  const inputAll = sum((u) => u.input_tokens + u.cache_read_input_tokens + u.cache_creation_input_tokens);

  return {
    subject: record.subject,
    pid: record.pid,
    load: record.load,
    busy: record.busy,
    connections: record.connections,
    monotonicOffsetUs: record.monotonicOffsetUs,
    spawnedAt: record.spawnedAt,
    firstRequestAt: main[0]?.receivedAt,
    valid: problems.length === 0,
    problems,
    launchAny: posts[0] === undefined ? undefined : posts[0].receivedAt - record.spawnedAt,
    launchMain: main[0] === undefined ? undefined : main[0].receivedAt - record.spawnedAt,
    gaps,
    overheadGross: median(ordinary.map((g) => g.gross)),
    overheadNet: median(ordinary.map((g) => g.net)),
    overheadInProcess: median(inProcess.map((g) => g.gross)),
    overheadMaxGross: Math.max(...ordinary.map((g) => g.gross)),
    slowReads: gaps[SLOW_READS_TURN]?.gross,
    slowStarts,
    earlyStart: gaps[EARLY_START_TURN]?.gross,
    earlyPipeStart: earlyStart,
    prefixMin: pairs.length ? Math.min(...pairs.map((p) => p.fraction)) : undefined,
    prefixMedian: median(pairs.map((p) => p.fraction)),
    prefixBroken: pairs.filter((p) => p.fraction < 1),
    cacheReadShare: inputAll === 0 ? undefined : cacheRead / inputAll,
    inputTokens: inputAll,
    peakRssMb: record.rss.peakMb,
    cpuSeconds: record.rss.cpuSeconds,
    sessionMs: record.exitedAt - record.spawnedAt,
    exitAfterLastStop: main.at(-1) === undefined ? undefined : record.exitedAt - main.at(-1).messageStopAt,
    sideRequests: side.map((r) => ({
      model: r.body?.model,
      at: r.receivedAt - record.spawnedAt,
      status: r.status,
    })),
    otherRequests: other.map((r) => `${r.method} ${r.path} ${String(r.status)}`),
    violations: record.violations,
    numTurns: result?.num_turns,
  };
}
