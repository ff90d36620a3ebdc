// The scripted 30-turn session both CLIs play against the scripted Messages API server
// (test/support/model-server). Turn k is the answer to the request that carries k assistant
// messages; the last turn answers in text and ends the run. Every answer takes 300 ms to its first
// token and then streams in chunks (text and tool-input JSON alike).
//
// The mix: Read/Grep/Glob calls on the generated repository (one to four per message), two read-only
// Bash commands (git status, git diff --stat), three Edits and two Writes, and two measured turns:
// - SLOW_READS_TURN: one message with ten read-only calls that each take 300 ms (`cat` of a named
//   pipe whose writer answers 300 ms after the read starts; see lib/repo.mjs slowPipes);
// - EARLY_START_TURN: five reads (one of them a 300 ms pipe) followed by 2 s of trailing text, so a
//   harness that starts read-only calls while the answer streams has their results at message_stop.
//
// Requests the script does not expect (Claude Code's title or quota calls on a small model, anything
// without the session's tools) are "side requests": they get a short text answer with the same timing,
// and are kept out of the per-turn figures (see sideReply).
import { MODULES } from "./lib/repo.mjs";

export const TURNS = 30;
export const SLOW_READS_TURN = 10;
export const EARLY_START_TURN = 15;
export const SLOW_READ_MS = 300;
export const TRAILING_TEXT_MS = 2_000;
export const SLOW_PIPES = [...Array.from({ length: 10 }, (_, i) => `p${String(i)}`), "e0"];
export const MODEL = "claude-sonnet-4-6";
export const PROMPT =
  "Tidy the utility library in this repository: resolve the TODO comments in src/lib where the fix is " +
  "small, add a small helper for empty-input checks, record the change in CHANGELOG.md, and report what " +
  "you changed and what is left.";

export const DEFAULT_TIMING = { firstTokenMs: 300, chunkDelayMs: 15, textChunkChars: 24, jsonChunkChars: 24 };

const text = (value) => ({ type: "text", text: value });
const call = (name, input) => ({ type: "tool_use", name, input });

/** The TODO line moduleSource() writes into a module. */
const todo = (name) => `  // TODO(${name}): handle empty input without allocating`;

function trailingText(timing) {
  const chunks = Math.ceil(TRAILING_TEXT_MS / timing.chunkDelayMs);
  const sentence =
    "So far the TODO comments are all of one kind: empty input handling in the loop helpers, which the loop already covers. ";
  let out = "";
  while (out.length < chunks * timing.textChunkChars) out += sentence;
  return out.slice(0, chunks * timing.textChunkChars);
}

/**
 * The turns for a repository at `repo` (absolute paths, as Claude Code's file tools require).
 * Each turn: { content, kind } where kind is "ordinary", "slow-reads", "early-start" or "final".
 */
export function buildSession(repo, timing = DEFAULT_TIMING) {
  const lib = (m) => `${repo}/src/lib/${m}.ts`;
  const src = `${repo}/src`;
  const Read = (file_path, extra = {}) => call("Read", { file_path, ...extra });
  const Grep = (pattern, extra = {}) => call("Grep", { pattern, ...extra });
  const Glob = (pattern, path = repo) => call("Glob", { pattern, path });
  const Bash = (command, description) => call("Bash", { command, description });
  const Edit = (file_path, old_string, new_string) => call("Edit", { file_path, old_string, new_string });
  const Write = (file_path, content) => call("Write", { file_path, content });
  const fixed = (name) => `  // ${name}: empty input never enters the loop, so only \`out\` is allocated`;
  const helper = [
    "// empty: input checks shared by the list helpers.",
    "",
    "/** True when there is nothing to process. */",
    "export function isEmpty(input: readonly unknown[]): boolean {",
    "  return input.length === 0;",
    "}",
    "",
    "/** The shared empty result, so helpers do not allocate for empty input. */",
    "export const EMPTY: readonly string[] = Object.freeze([]);",
    "",
  ].join("\n");

  const turns = [
    [
      text("I'll start by getting a picture of the repository layout."),
      Glob("**/*.ts"),
      Read(`${repo}/README.md`),
    ],
    [
      text("Let me look at the package manifest and find the TODO comments."),
      Read(`${repo}/package.json`),
      Grep("TODO\\(", { path: src, output_mode: "files_with_matches" }),
    ],
    [
      text("Reading the first three modules with TODOs."),
      Read(lib("strings")),
      Read(lib("arrays")),
      Read(lib("numbers")),
    ],
    [
      text("Now the exact TODO lines with their context."),
      Grep("TODO\\(", { path: src, output_mode: "content", "-n": true, "-C": 1 }),
    ],
    [
      text("Checking the working tree before I change anything."),
      Bash("git status", "Show working tree status"),
    ],
    [
      text("Reading the invariant helper and the test layout."),
      Read(lib("invariant")),
      Glob("test/**/*.test.ts"),
    ],
    [text("The strings TODO is small; fixing it."), Edit(lib("strings"), todo("strings"), fixed("strings"))],
    [
      text("Verifying the edit and looking for callers."),
      Read(lib("strings"), { offset: 20, limit: 20 }),
      Grep("Strings2", { path: src, output_mode: "content", "-n": true }),
    ],
    [text("How many TODOs are left per file?"), Grep("TODO\\(", { path: src, output_mode: "count" })],
    [text("Reading the middle of the dates module."), Read(lib("dates"), { offset: 25, limit: 30 })],
    // SLOW_READS_TURN
    [
      text("Checking the ten fixture pipes together."),
      ...Array.from({ length: 10 }, (_, i) =>
        Bash(`cat .slow/p${String(i)}`, `Read fixture pipe ${String(i)}`),
      ),
    ],
    [
      text("Looking at the arrays and numbers tests."),
      Read(`${repo}/test/arrays.test.ts`),
      Read(`${repo}/test/numbers.test.ts`),
      Glob("src/lib/*.ts"),
    ],
    [text("Adding a helper module for empty-input checks."), Write(lib("empty"), helper)],
    [
      text("Where is invariant imported?"),
      Grep('from "./invariant"', { path: src, output_mode: "files_with_matches" }),
    ],
    [
      text("Reading four more modules with TODOs."),
      Read(lib("paths")),
      Read(lib("objects")),
      Read(lib("cache")),
      Read(lib("queue")),
    ],
    // EARLY_START_TURN
    [
      text("Reading the remaining TODO modules while I write up what I found so far."),
      Read(lib("retry")),
      Read(lib("parse")),
      Grep("@deprecated", { path: src, output_mode: "content", "-n": true }),
      Glob("**/*.md"),
      Bash("cat .slow/e0", "Read the slow fixture"),
      text(trailingText(timing)),
    ],
    [text("Fixing the paths TODO."), Edit(lib("paths"), todo("paths"), fixed("paths"))],
    [
      text("Checking test coverage of the changed modules."),
      Glob("test/*.test.ts"),
      Grep("describe\\(", { path: `${repo}/test`, output_mode: "count" }),
    ],
    [text("Reading the format and events modules."), Read(lib("format")), Read(lib("events"))],
    [
      text("Looking at the deprecated exports with context."),
      Grep("@deprecated", { path: src, output_mode: "content", "-n": true, "-A": 1 }),
    ],
    [text("Re-reading the objects module around its TODO."), Read(lib("objects"), { offset: 30, limit: 15 })],
    [text("Fixing the objects TODO."), Edit(lib("objects"), todo("objects"), fixed("objects"))],
    [
      text("Making sure no TODO mentions the modules I fixed."),
      Grep("TODO\\((strings|paths|objects)\\)", { path: src, output_mode: "content", "-n": true }),
    ],
    [
      text("Reading the changelog and two more modules."),
      Read(`${repo}/CHANGELOG.md`),
      Read(lib("hash")),
      Read(lib("url")),
    ],
    [text("Listing markdown and config files."), Glob("*.{md,json}")],
    [
      text("Recording the change in the changelog."),
      Write(
        `${repo}/CHANGELOG.md`,
        "# Changelog\n\n## Unreleased\n\n- Resolve the empty-input TODOs in strings, paths and objects.\n- Add `src/lib/empty.ts`.\n\n## 1.0.0\n\n- First release.\n",
      ),
    ],
    [text("Reading the new helper once more."), Read(lib("empty"))],
    [text("A last search for leftovers."), Grep("TODO", { path: src, output_mode: "count", glob: "*.ts" })],
    [text("Final look at the diff."), Bash("git diff --stat", "Summarize the changes")],
    [
      text(
        "Done. I resolved the empty-input TODOs in src/lib/strings.ts, src/lib/paths.ts and src/lib/objects.ts " +
          "(the loops already handle empty input; the comments now say so), added src/lib/empty.ts with isEmpty() " +
          `and a shared EMPTY result, and recorded both in CHANGELOG.md. ${String(MODULES.length - 3)} modules ` +
          "still carry the same TODO; they need the same one-line change and a test each. The deprecated exports " +
          "are untouched.",
      ),
    ],
  ];
  if (turns.length !== TURNS)
    throw new Error(`session has ${String(turns.length)} turns, expected ${String(TURNS)}`);
  return turns.map((content, i) => ({
    content,
    kind:
      i === SLOW_READS_TURN
        ? "slow-reads"
        : i === EARLY_START_TURN
          ? "early-start"
          : i === TURNS - 1
            ? "final"
            : "ordinary",
  }));
}

/** True for a request of the session's main loop: it offers the session's file tools. */
export function isMainLoopRequest(body) {
  const names = new Set((Array.isArray(body?.tools) ? body.tools : []).map((t) => t?.name));
  return names.has("Read") && names.has("Grep") && names.has("Edit");
}

function sideReply(body) {
  const prompt = JSON.stringify([body?.system ?? "", body?.messages ?? []]).toLowerCase();
  // Claude Code asks a small model for a session title as JSON; anything else gets a plain answer.
  if (prompt.includes("title")) return '{"title": "Tidy the utility library"}';
  return "OK";
}

/**
 * The server's script: main-loop requests get turn `turn` of the session, side requests a short text.
 * `sides` collects what the side requests were (model, first words), for the report.
 */
export function createScript(turns, timing = DEFAULT_TIMING, sides = []) {
  return ({ turn, body }) => {
    if (isMainLoopRequest(body)) {
      const scripted = turns[turn];
      return scripted === undefined ? undefined : { content: scripted.content, timing };
    }
    sides.push({ model: body?.model, stream: body?.stream === true, tools: (body?.tools ?? []).length });
    return { content: [text(sideReply(body))], timing };
  };
}
