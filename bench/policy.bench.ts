// Decision time of the permission policy, per kind of request, over varied inputs (each iteration
// judges the next request of a corpus, so caches do not flatter the figures). The shell analysis keeps
// its last ANALYSIS_MEMO_SIZE results: every Bash corpus holds 64 variants of each command (a number
// in one argument changes; size and shape do not), so no command comes round again while it is still
// remembered. The target: p99 under 2 ms for commands up to 10 KB.
// Run: `npx vitest bench --run bench/policy.bench.ts` (p99 column).
// Shell requests use the real analysis (src/policy/shell/analyze.ts) when it exists, else the test
// stand-in — the figure printed first says which.
import { existsSync, mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bench, describe } from "vitest";
import { loadPolicy } from "../src/policy/load";
import type { AnalyzeShell } from "../src/policy/judge";
import { requestFromCase } from "../src/policy/requests";
import { createPolicyResolver } from "../src/policy/resolver";
import { ANALYSIS_MEMO_SIZE } from "../src/policy/shell/analyze";
import { bashParser } from "../src/policy/shell/parser";
import { bashTool } from "../src/tools/bash";
import { fakeAnalyzeShellCommand } from "../test/policy/support/fake-shell";
import { toolBench } from "../test/tools/helpers";

const realShell = existsSync(join(import.meta.dirname, "../src/policy/shell/analyze.ts"));
const analyzeShell: AnalyzeShell = realShell
  ? async (command, env) => (await import("../src/policy/shell/analyze")).analyzeShellCommand(command, env)
  : fakeAnalyzeShellCommand;
console.log(
  `shell analysis: ${realShell ? "src/policy/shell/analyze.ts" : "the test stand-in (the real one is not there yet)"}`,
);

const base = realpathSync(mkdtempSync(join(tmpdir(), "steward-policy-bench-")));
const root = join(base, "app");
const home = join(base, "home");
for (let i = 0; i < 50; i++) {
  mkdirSync(join(root, "src", `m${String(i)}`), { recursive: true });
  writeFileSync(join(root, "src", `m${String(i)}`, "index.ts"), "x\n");
}
mkdirSync(home, { recursive: true });

const policy = await loadPolicy({
  path: join(root, ".github/steward.yml"),
  workspaceRoot: root,
  home,
  analyzeShell,
  text: `
permissions:
  allow: ["Bash(git log:*)", "Bash(git diff:*)", "Bash(cat:*)", "Bash(grep:*)", "Bash(npm test:*)", "Bash(npm run lint:*)",
          "Edit(src/**)", "Read(//usr/share/**)", "WebFetch(domain:docs.example.org)", "WebFetch(domain:*.github.com)"]
  ask: ["Bash(git push:*)"]
  deny: ["Read(**/.env)", "Bash(curl:*)", "Edit(src/generated/**)"]
`,
});
const resolver = createPolicyResolver(policy, {
  workspaceRoot: root,
  home,
  policyFilePath: join(root, ".github/steward.yml"),
  analyzeShell,
});
const env = { cwd: root, workspaceRoot: root, home };

function corpus(cases: [string, Record<string, unknown>][]) {
  const requests = cases.map(([tool, input]) => requestFromCase(tool, input, env));
  let next = 0;
  return async () => {
    await resolver.decide(requests[next++ % requests.length]!);
  };
}

const files = Array.from(
  { length: 200 },
  (_, i) => `src/m${String(i % 60)}/${i % 3 === 0 ? "index.ts" : `f${String(i)}.ts`}`,
);
// Variants of a command: "NN" in it becomes 00, 01, … 63 (a command of the same length and shape).
const VARIANTS = 64;
if (VARIANTS <= ANALYSIS_MEMO_SIZE) throw new Error("the variants must outnumber the analysis memo");
const variant = (template: string, i: number) => template.replace("NN", String(i).padStart(2, "0"));
/** Every command's variant 0, then every command's variant 1, …: no command recurs within VARIANTS × templates. */
const variants = (templates: readonly string[]) =>
  Array.from({ length: VARIANTS }, (_, i) => templates.map((template) => variant(template, i))).flat();

// The shell analysis accepts at most 100 simple commands and 10,000 characters: the worst cases are
// one long command and a 10 KB list of 95 commands, each naming a file. The number replaces two
// letters, so both keep their length and their word count.
const tenKb = `git log --oneline ${"--author=someone ".repeat(560)}`
  .slice(0, 10_000)
  .replace("someone", "someoNN");
const chain = Array.from(
  { length: 95 },
  (_, i) => `grep -n "${"pattern ".repeat(9)}${String(i)}" src/m${String(i % 50)}/index.ts`,
)
  .join(" && ")
  .slice(0, 10_000)
  .replace("pattern", "patteNN");
const large = [tenKb, chain];
const commands = [
  "git status -- src/mNN",
  "git log --oneline -NN",
  "git diff --stat HEAD~NN | cat",
  "npm test -- -t NN",
  "npm run lint -- --fix --max-warnings=NN",
  "grep -rn TODONN src/m1 src/m2",
  "cat src/m3/index.ts | grep xNN | sort | uniq -c",
  "git push origin topic-NN",
  "curl https://example.org/NN",
  "echo doneNN > out.txt",
  ...large,
];
for (const template of large) {
  const words = (text: string) => text.split(/\s+/).length;
  for (let i = 0; i < VARIANTS; i++) {
    const command = variant(template, i);
    if (command.length > 10_000 || words(command) !== words(template))
      throw new Error(`a variant of a 10 KB command changed its size: ${command.slice(0, 60)}…`);
  }
}

// What coding agents send, at the sizes they send it: mostly one-liners and short pipelines, and a few
// long commands — a commit message and a file written through heredocs, a `git add` of many paths. Not
// the worst case (the rows above are): word-dense 10 KB commands are rare in real sessions.
const fileList = Array.from({ length: 120 }, (_, i) => `src/m${String(i % 50)}/f${String(i)}.ts`).join(" ");
const heredocBody = (lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `  export const value${String(i)} = compute(${String(i)}, "label ${String(i)}");`,
  ).join("\n");
const typical = [
  "git status",
  "git status --short -- src/mNN",
  "git diff HEAD~NN -- src/m1/index.ts",
  "git log --oneline -NN -- src",
  "git show --stat HEAD~NN",
  "ls -la src/mNN",
  "cat src/mNN/index.ts",
  "head -n NN src/m1/index.ts",
  "sed -n '1,NNp' src/m2/index.ts",
  "wc -l src/m*/index.ts | sort -n | tail -NN",
  "grep -rn 'TODO NN' src --include=*.ts",
  "rg -n 'pattern NN' src",
  "find src -name '*.ts' -newer src/mNN/index.ts | head",
  "npm test",
  "npm test -- --reporter=dot -t 'case NN'",
  "npm run lint -- --max-warnings=NN",
  "npx tsc --noEmit -p tsconfig.json && echo ok NN",
  "cd src/mNN && ls && cd ../..",
  "mkdir -p build/outNN && echo done > build/outNN/stamp",
  'for f in src/m1/*.ts; do echo "$f NN"; done',
  "git diff --stat | cat; git status --short | head -NN",
  "echo NN | tr 0-9 a-j",
  "pwd && git rev-parse HEAD~NN",
  "curl -s https://example.org/NN",
  "git push origin topic-NN",
  `git add ${fileList.replace("f0.ts", "fNN.ts")}`,
  `git commit -F - <<'EOF'\nFix the parser for case NN\n\n${heredocBody(20)}\nEOF`,
  `cat > src/m1/generated.ts <<'EOF'\n// NN\n${heredocBody(110)}\nEOF`,
];
for (const template of typical)
  if (template.length > 10_000) throw new Error(`a typical command is over 10 KB: ${template.slice(0, 60)}…`);

// A Bash call as the tool pipeline makes it (src/tools/execute.ts): the tool's two questions at once,
// then the policy's decision, on the real Bash tool with a real context in this bench's workspace.
const tools = await toolBench([bashTool]);
const context = {
  ...tools.context,
  cwd: root,
  workspaceRoot: root,
  env: { ...tools.context.env, HOME: home },
};
const largeCalls = variants(large);
let nextCall = 0;
async function bashCall(): Promise<void> {
  const input = { command: largeCalls[nextCall++ % largeCalls.length] as string };
  const [readOnly] = await Promise.all([
    bashTool.isReadOnly(input, context),
    bashTool.isConcurrencySafe(input, context),
  ]);
  await resolver.decide({
    toolName: bashTool.name,
    input,
    targets: bashTool.permissionTargets(input, context),
    readOnly,
    cwd: context.cwd,
    workspaceRoot: context.workspaceRoot,
  });
}

const parser = await bashParser();

describe("policy decisions", () => {
  bench(
    "Read / Write / Edit",
    corpus(
      files.flatMap((f) => [
        ["Read", { file_path: f }],
        ["Write", { file_path: f, content: "" }],
        ["Edit", { file_path: f, old_string: "a", new_string: "b" }],
      ]),
    ),
    { time: 2000 },
  );
  bench(
    "Glob / Grep",
    corpus(
      files.flatMap((f) => [
        ["Glob", { pattern: `${f}*` }],
        ["Grep", { pattern: "x", path: f }],
      ]),
    ),
    { time: 2000 },
  );
  bench(
    "WebFetch",
    corpus(
      [
        "https://docs.example.org/a",
        "https://api.github.com/x",
        "http://0x7f000001/",
        "https://evil.example/",
        "https://a@b.example/",
      ].map((url) => ["WebFetch", { url, prompt: "p" }]),
    ),
    { time: 2000 },
  );
  bench(
    "session tools",
    corpus([
      ["TodoWrite", { todos: [] }],
      ["Agent", { description: "d", prompt: "p" }],
      ["mcp__x__y", {}],
    ]),
    { time: 1000 },
  );
  bench(
    `Bash (≤ 10 KB; ${realShell ? "real analysis" : "stand-in analysis"})`,
    corpus(variants(commands).map((command) => ["Bash", { command }])),
    { time: 3000 },
  );
  bench(
    `Bash, commands agents typically send (≤ 10 KB; ${realShell ? "real analysis" : "stand-in analysis"})`,
    corpus(variants(typical).map((command) => ["Bash", { command }])),
    { time: 3000 },
  );
  bench(
    `Bash 10 KB only (${realShell ? "real analysis" : "stand-in analysis"})`,
    corpus(variants(large).map((command) => ["Bash", { command }])),
    { time: 2000 },
  );
  // The floor under the two rows above: tree-sitter-bash's own parse of the same commands, before the
  // analysis reads a single node.
  const largeParses = variants(large);
  let nextParse = 0;
  bench(
    "tree-sitter parse alone, same 10 KB commands (the floor)",
    () => {
      parser.parse(largeParses[nextParse++ % largeParses.length] as string)?.delete();
    },
    { time: 2000 },
  );
  bench("a Bash call's three questions (read-only, concurrency-safe, decision), 10 KB", bashCall, {
    time: 2000,
  });
  const analysed = variants(commands);
  let nextCommand = 0;
  bench(
    "shell analysis alone, same commands (the parser's share)",
    async () => {
      await analyzeShell(analysed[nextCommand++ % analysed.length] ?? "", {
        cwd: root,
        home,
        workspaceRoot: root,
      });
    },
    { time: 3000 },
  );
  // Refused on its length before the analysis memo is consulted: one command measures it honestly.
  bench("Bash 1 MB (denied)", corpus([["Bash", { command: "echo ".concat("a".repeat(1_000_000)) }]]), {
    time: 1000,
  });
  bench(
    "Bash 1,000-deep nesting (denied)",
    corpus(variants([`${"$(".repeat(1000)}idNN${")".repeat(1000)}`]).map((command) => ["Bash", { command }])),
    { time: 1000 },
  );
});
