// Glob on a generated 20,000-file repository, side by side with `rg --files` (which walks with the
// same .gitignore rules), `rg --files --sortr=modified` (which also stats every file for the order, as
// Glob must) and `find`. Run: `node bench/glob.mjs [runs] [--json FILE]` (default 15).
import { execa } from "execa";
import { cacheDir, compare, loadSearchModules, toolContext } from "./search-harness.mjs";
import { benchArgs, writeFigures } from "./lib/figures.mjs";
import { ensureFixture } from "./search-fixture.mjs";

const { runs, json } = benchArgs(15);
const fixture = ensureFixture(cacheDir);
const { listGlob, formatGlob, ripgrepCandidates } = await loadSearchModules();
const ctx = toolContext(fixture);
const [rg] = await ripgrepCandidates(ctx.env);
if (rg === undefined) throw new Error("no ripgrep found (vendor/ripgrep or PATH)");
console.log(`node ${process.version}, ripgrep ${rg}, fixture ${fixture}`);

const opts = { cwd: fixture, reject: false, stdin: "ignore" };
const tables = [];
tables.push(
  await compare(
    'Glob "**/*.ts"',
    {
      "rg --files -g '*.ts' (raw)": () => execa(rg, ["--files", "--glob", "*.ts"], opts),
      "find -name '*.ts'": () => execa("find", ["src", "-name", "*.ts"], opts),
      Glob: async () => formatGlob(await listGlob({ pattern: "**/*.ts" }, ctx)),
    },
    runs,
  ),
);
tables.push(
  await compare(
    'Glob "**/*" (every file)',
    {
      "rg --files (raw)": () => execa(rg, ["--files"], opts),
      "rg --files --sortr=modified": () => execa(rg, ["--files", "--sortr=modified"], opts),
      "find -type f": () => execa("find", ["src", "-type", "f"], opts),
      Glob: async () => formatGlob(await listGlob({ pattern: "**/*" }, ctx)),
    },
    runs,
  ),
);
writeFigures(json, { tables });
