import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  IgnoreRules,
  entryFilter
} from "./chunk-3PU7A4UT.js";
import {
  gitDirRefusal,
  isInGitDir,
  judgedSearchRoot,
  newestFirst,
  underRoot,
  walkFiles
} from "./chunk-PCNAZVYE.js";
import "./chunk-BVOC53H2.js";
import "./chunk-6TRFA7E5.js";
import {
  globRoot,
  globSearchDir
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/tools/search/glob-run.ts
import { stat } from "node:fs/promises";
var GLOB_RESULT_LIMIT = 100;
async function listGlob(input, ctx) {
  const searchDir = globSearchDir(input, ctx);
  let info;
  try {
    info = await stat(searchDir);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new Error(
        `Directory does not exist: ${searchDir}. Give an existing directory as path, or omit path to search the working directory.`,
        { cause: error }
      );
    throw new Error(`Cannot search ${searchDir}: ${code ?? String(error)}.`, { cause: error });
  }
  if (!info.isDirectory())
    throw new Error(
      `Path is not a directory: ${searchDir}. Glob searches directories; to look at one file, use Read.`
    );
  const globbed = globRoot(input, ctx);
  if (!globbed.ok) throw new Error(globbed.error);
  const planned = globbed.value;
  if (isInGitDir(planned.root)) throw new Error(gitDirRefusal(planned.root));
  const root = judgedSearchRoot(planned.root, ctx, "Glob");
  if (root === "missing" || !root.stats.isDirectory()) return [];
  const rules = await IgnoreRules.forRoot(root.real);
  const files = await walkFiles(root.real, planned.plan.pattern, entryFilter(root.real, rules), ctx.signal);
  return newestFirst(
    files.map((f) => underRoot(f, root.real, planned.root)).filter((f) => ctx.canRead(f)),
    (f) => f,
    ctx.signal
  );
}
function formatGlob(files) {
  if (files.length === 0) return "No files found";
  const shown = files.slice(0, GLOB_RESULT_LIMIT);
  const left = files.length - shown.length;
  if (left === 0) return shown.join("\n");
  return `${shown.join("\n")}

(Results are truncated: showing the ${String(shown.length)} most recently modified of ${String(files.length)} files; ${String(left)} more not shown. Use a more specific pattern or path.)`;
}
export {
  formatGlob,
  listGlob
};
