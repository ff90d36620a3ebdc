// A failed job's log cut down to the failing part. Runner logs are long (setup, dependency installs) and
// the cause sits near lines like "##[error]…", "FAIL src/x.test.ts", "npm ERR!", "exit code 1", plus
// the end of the log. Timestamps and colour codes are noise to the model and are removed; invisible
// characters are shown rather than hidden (a test may fail because of one).
import { LOG_CONTEXT_AFTER, LOG_CONTEXT_BEFORE, LOG_LINE_CHARS, LOG_TAIL_LINES } from "./budgets";
import { revealInvisible, stripTerminalEscapes } from "./invisible";

/** The runner's per-line timestamp, e.g. "2024-05-01T12:00:00.1234567Z ". */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z ?/;
/** GitHub's own failure annotations: the first place to look. */
const ANNOTATION = /##\[error\]/;
const FAILURE =
  /##\[error\]|\b(?:Error|ERROR|FAIL|FAILED|FAILURE|Failed|failed|Traceback|panic|AssertionError|Exception)\b|npm ERR!|\berror(?:\[\w+\])?:|[✗✕✖]|exit(?:ed)? (?:with )?(?:code|status) [1-9]|exit code [1-9]/;
const GROUP = /^##\[group\]/;

export interface LogExcerpt {
  text: string;
  totalLines: number;
  shownLines: number;
}

/** Log lines as the model should read them: no timestamps, colours, group ends or giant lines. */
export function cleanLogLines(raw: string): string[] {
  return revealInvisible(stripTerminalEscapes(raw.replace(/^\uFEFF/, "")))
    .split("\n")
    .map((line) => line.replace(TIMESTAMP, ""))
    .filter((line) => line !== "##[endgroup]")
    .map((line) => (line.length > LOG_LINE_CHARS ? `${line.slice(0, LOG_LINE_CHARS)}… (line cut)` : line));
}

type Window = [number, number];

export function excerptLog(raw: string, cap: number): LogExcerpt {
  const lines = cleanLogLines(raw);
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  const n = lines.length;
  const around = (i: number): Window => [
    Math.max(0, i - LOG_CONTEXT_BEFORE),
    Math.min(n - 1, i + LOG_CONTEXT_AFTER),
  ];
  const annotations: Window[] = [];
  const failures: Window[] = [];
  lines.forEach((line, i) => {
    if (ANNOTATION.test(line)) annotations.push(around(i));
    else if (FAILURE.test(line)) failures.push(around(i));
  });
  const tail: Window = [Math.max(0, n - LOG_TAIL_LINES), n - 1];
  // Annotations, then the end of the log, then other failure-looking lines from the last one back.
  const priority = [...annotations.reverse(), tail, ...failures.reverse()];

  const chosen = new Uint8Array(n);
  let used = 0;
  const cost = (i: number) => (lines[i]?.length ?? 0) + 1;
  const stepHeader = (i: number) => {
    for (let j = i; j >= 0; j--) if (GROUP.test(lines[j] ?? "")) return j;
    return -1;
  };
  for (const [from, to] of priority) {
    if (n === 0) break;
    let add = 0;
    for (let i = from; i <= to; i++) if (chosen[i] === 0) add += cost(i);
    const header = stepHeader(from);
    if (header !== -1 && chosen[header] === 0) add += cost(header);
    if (used + add <= cap) {
      for (let i = from; i <= to; i++) chosen[i] = 1;
      if (header !== -1) chosen[header] = 1;
      used += add;
    } else if (used === 0) {
      // Not even the first window fits: keep as much of its end as does.
      for (let i = to; i >= from && used + cost(i) <= cap; i--) {
        chosen[i] = 1;
        used += cost(i);
      }
    }
  }

  const out: string[] = [];
  let gap = 0;
  let shownLines = 0;
  const flushGap = () => {
    if (gap > 0) out.push(`… (${String(gap)} line${gap === 1 ? "" : "s"} left out) …`);
    gap = 0;
  };
  for (let i = 0; i < n; i++) {
    if (chosen[i] === 0) {
      gap++;
      continue;
    }
    flushGap();
    out.push(lines[i] ?? "");
    shownLines++;
  }
  flushGap();
  return { text: out.join("\n"), totalLines: n, shownLines };
}
