// Grep on a generated 20,000-file repository: the tool with ripgrep and with its built-in search,
// side by side with raw `rg` running the same query. Run: `node bench/grep.mjs [runs] [--json FILE]` (default 15).
import { execa } from "execa";
import { cacheDir, compare, loadSearchModules, toolContext } from "./search-harness.mjs";
import { benchArgs, writeFigures } from "./lib/figures.mjs";
import { COMMON_WORD, ensureFixture, RARE_WORD } from "./search-fixture.mjs";

const { runs, json } = benchArgs(15);
const fixture = ensureFixture(cacheDir);
const { runGrep, ripgrepCandidates } = await loadSearchModules();
const ctx = toolContext(fixture);
const [rg] = await ripgrepCandidates(ctx.env);
if (rg === undefined) throw new Error("no ripgrep found (vendor/ripgrep or PATH)");
console.log(`node ${process.version}, ripgrep ${rg}, fixture ${fixture}`);

const queries = [
  {
    title: `files_with_matches "${RARE_WORD}" (~1% of files)`,
    input: { pattern: RARE_WORD },
    raw: ["-l", RARE_WORD],
  },
  {
    title: `content "${COMMON_WORD}\\(" (~10% of files)`,
    input: { pattern: `${COMMON_WORD}\\(`, output_mode: "content", head_limit: 0 },
    raw: ["-n", `${COMMON_WORD}\\(`],
  },
  {
    title: `count "\\bawait\\s+\\w+\\(" (most files)`,
    input: { pattern: "\\bawait\\s+\\w+\\(", output_mode: "count", head_limit: 0 },
    raw: ["-c", "\\bawait\\s+\\w+\\("],
  },
];

const tables = [];
for (const { title, input, raw } of queries) {
  const table = await compare(
    title,
    {
      [`rg ${raw[0]} (raw)`]: () => execa(rg, raw, { cwd: fixture, reject: false, stdin: "ignore" }),
      "Grep (ripgrep)": () => runGrep(input, ctx, { kind: "ripgrep", binary: rg }),
      "Grep (built-in)": () => runGrep(input, ctx, { kind: "builtin" }),
    },
    runs,
  );
  tables.push(table);
}
writeFigures(json, { tables });
