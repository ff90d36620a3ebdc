// A small stand-in for src/policy/shell/analyze.ts (written in parallel) with the same interface, so
// the resolver's Bash decisions can be tested on their own. It understands just enough — lists,
// pipelines, quotes, redirections, a few wrappers and programs — and fails closed on everything else,
// as the real analysis does. It is not a shell parser and is never used outside tests.
import { isAbsolute, resolve } from "node:path";
import type {
  DangerousOption,
  PathUse,
  ShellAnalysis,
  ShellEnvironment,
  SimpleCommand,
} from "../../../src/policy/shell/analyze";

interface Word {
  value: string;
  start: number;
}

const READ_ONLY = new Set([
  "ls",
  "cat",
  "head",
  "tail",
  "wc",
  "grep",
  "rg",
  "find",
  "sort",
  "uniq",
  "echo",
  "pwd",
  "true",
  "diff",
]);
const GIT_READ_ONLY = new Set(["status", "diff", "log", "show", "rev-parse", "ls-files"]);
const FILE_OPERANDS = new Set([
  "cat",
  "head",
  "tail",
  "wc",
  "grep",
  "rg",
  "sed",
  "sort",
  "ls",
  "find",
  "diff",
  "uniq",
]);
const PATTERN_FIRST = new Set(["grep", "rg"]);
const WRAPPERS = new Set(["timeout", "nice", "nohup", "time", "command"]);
const HARMLESS_ENV = new Set(["LC_ALL", "LANG", "TZ", "CI"]);

/** Splits on ; && || | & and newlines outside quotes; undefined when something is beyond the fake. */
function segments(command: string): { text: string; offset: number }[] | string {
  const parts: { text: string; offset: number }[] = [];
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] ?? "";
    if (quote !== null) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"') i++;
      else if (quote === '"' && (c === "$" || c === "`"))
        return "the command uses an expansion ($) whose value is unknown";
      continue;
    }
    if (c === "'" || c === '"') quote = c;
    else if (c === "\\") i++;
    else if ("(){}`".includes(c)) return `the fake analysis does not handle ${c}`;
    else if (c === "$") return "the command uses an expansion ($) whose value is unknown";
    else if (c === ";" || c === "\n" || c === "|" || c === "&") {
      if (c === "&" && command[i - 1] === ">") continue;
      if (c === "&" && command[i + 1] === ">") continue;
      if (c === "|" && command[i - 1] === ">") continue;
      parts.push({ text: command.slice(start, i), offset: start });
      if ((c === "&" || c === "|") && command[i + 1] === c) i++;
      start = i + 1;
    }
  }
  if (quote !== null) return "the command has an unterminated quote";
  parts.push({ text: command.slice(start), offset: start });
  return parts.filter((p) => p.text.trim() !== "");
}

function words(text: string): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < text.length) {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    if (i >= text.length) break;
    const start = i;
    let value = "";
    while (i < text.length && !/\s/.test(text[i] ?? "")) {
      const c = text[i] ?? "";
      if (c === "'" || c === '"') {
        const end = text.indexOf(c, i + 1);
        value += text.slice(i + 1, end);
        i = end + 1;
      } else if (c === "\\") {
        value += text[i + 1] ?? "";
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    out.push({ value, start });
  }
  return out;
}

function dangerousOf(argv: string[]): DangerousOption[] {
  const [program, ...args] = argv;
  const found: DangerousOption[] = [];
  const flag = (option: string, reason: string) => found.push({ option, reason });
  if (program === "git") {
    for (const a of args) {
      if (a === "-c") flag("-c", "it sets git configuration, which can run programs");
      if (a.startsWith("--ext-diff")) flag("--ext-diff", "it runs an external diff program");
      if (a.startsWith("--output")) flag("--output", "it writes a file");
      if (a.startsWith("--upload-pack")) flag("--upload-pack", "it runs a program");
    }
  }
  if (program === "find")
    for (const a of args)
      if (["-exec", "-execdir", "-ok", "-delete", "-fls", "-fprint"].includes(a))
        flag(a, "it runs programs or changes files");
  if (program === "sed") {
    const script = args.find((a) => !a.startsWith("-")) ?? "";
    if (args.includes("-i")) flag("-i", "it edits files in place");
    if (/\dw\s|\/e$|^e/.test(script)) flag("w/e", "the sed script writes files or runs commands");
  }
  if (program === "rg" || program === "grep")
    for (const a of args) if (a.startsWith("--pre")) flag("--pre", "it runs a program on every file");
  return found;
}

function readOnlyOf(argv: string[]): boolean {
  const [program, sub] = argv;
  if (program === "git") return sub !== undefined && GIT_READ_ONLY.has(sub);
  if (program === "sed") return argv[1] === "-n";
  return program !== undefined && READ_ONLY.has(program);
}

function simpleCommand(segment: { text: string }, env: ShellEnvironment): SimpleCommand | string {
  const all = words(segment.text);
  const at = (p: string) => resolve(env.cwd, p === "~" || p.startsWith("~/") ? env.home + p.slice(1) : p);
  const paths: PathUse[] = [];
  const kept: Word[] = [];
  for (let i = 0; i < all.length; i++) {
    const w = all[i] as Word;
    const redirect = /^(\d*|&)(>>|>\||>|<)(.*)$/.exec(w.value);
    if (redirect !== null) {
      const target = redirect[3] !== "" ? redirect[3] : all[++i]?.value;
      if (target === undefined) return "a redirection has no target";
      if (target.startsWith("&")) continue;
      if (target.startsWith("/dev/tcp") || target.startsWith("/dev/udp"))
        return "redirection to a network device";
      paths.push({ kind: redirect[2] === "<" ? "read" : "write", path: at(target), source: "redirect" });
      continue;
    }
    kept.push(w);
  }
  let first = 0;
  const wrappers: string[] = [];
  const envAssignments: { name: string; value: string }[] = [];
  while (first < kept.length) {
    const w = kept[first]?.value ?? "";
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(w);
    if (assignment !== null) {
      const name = assignment[1] ?? "";
      if (!HARMLESS_ENV.has(name)) return `the environment variable ${name} changes how programs run`;
      envAssignments.push({ name, value: assignment[2] ?? "" });
      first++;
    } else if (WRAPPERS.has(w)) {
      wrappers.push(w);
      first++;
      if (w === "timeout") first++;
    } else if (["xargs", "env", "sudo", "eval", "sh", "bash", "source", "."].includes(w)) {
      return `${w} runs a command the analysis cannot see`;
    } else break;
  }
  const rest = kept.slice(first);
  if (rest.length === 0) return "nothing to run";
  const argv = rest.map((w) => w.value);
  const text = segment.text
    .slice(rest[0]?.start ?? 0)
    .trim()
    .replace(/\s*\d*(>>|>\||>|<)\s*\S+/g, "")
    .trim();
  const program = argv[0] ?? "";
  if (FILE_OPERANDS.has(program)) {
    const operands = argv.slice(1).filter((a) => !a.startsWith("-"));
    const files = PATTERN_FIRST.has(program) || program === "sed" ? operands.slice(1) : operands;
    for (const f of program === "find" ? files.slice(0, 1) : files)
      paths.push({ kind: "read", path: at(f), source: "operand" });
  }
  if (program === "git" && argv[1] === "diff" && argv.includes("--no-index"))
    for (const f of argv.slice(2).filter((a) => !a.startsWith("-")))
      paths.push({ kind: "read", path: isAbsolute(f) ? f : at(f), source: "operand" });
  const dangerous = dangerousOf(argv);
  const readOnly = readOnlyOf(argv) && dangerous.length === 0 && paths.every((p) => p.kind === "read");
  return { argv, text, wrappers, envAssignments, paths, dangerous, readOnly };
}

export async function fakeAnalyzeShellCommand(
  command: string,
  env: ShellEnvironment,
): Promise<ShellAnalysis> {
  await Promise.resolve();
  if (command.length > 10_000) return { ok: false, error: "the command is longer than 10,000 characters" };
  const parts = segments(command);
  if (typeof parts === "string") return { ok: false, error: parts };
  const commands: SimpleCommand[] = [];
  for (const part of parts) {
    const simple = simpleCommand(part, env);
    if (typeof simple === "string") return { ok: false, error: simple };
    commands.push(simple);
  }
  return { ok: true, value: { commands, readOnly: commands.every((c) => c.readOnly) } };
}
