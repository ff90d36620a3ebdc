// What the sandbox's probe found (src/sandbox/probe.ts), apart from the probe itself: the session,
// the status line and the report read findings without loading the probe's code (node:child_process
// and node:net), which runs only once the first model request is sent.

export interface ProbeFinding {
  check: string;
  ok: boolean;
  /** What was seen, one line. */
  detail: string;
}

export interface ProbeResult {
  ok: boolean;
  findings: ProbeFinding[];
}

/** The findings as lines for a log or the CLI. */
export function formatFindings(result: ProbeResult): string {
  return result.findings.map((f) => `${f.ok ? "ok  " : "FAIL"} ${f.check}: ${f.detail}`).join("\n");
}
