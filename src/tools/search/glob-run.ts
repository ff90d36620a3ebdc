// One Glob call: check the search directory, walk the planned root with .gitignore applied, and list
// the newest files first, at most GLOB_RESULT_LIMIT of them.
import { stat } from "node:fs/promises";
import type { ToolContext } from "../context";
import { entryFilter } from "./file-selection";
import { gitDirRefusal, isInGitDir } from "./git-repository";
import { type GlobParams, globRoot, globSearchDir } from "./glob-root";
import { IgnoreRules } from "./ignore-rules";
import { newestFirst } from "./mtime-order";
import { judgedSearchRoot } from "./search-root";
import { underRoot, walkFiles } from "./walk";

const GLOB_RESULT_LIMIT = 100;

export type { GlobParams };

export async function listGlob(input: GlobParams, ctx: ToolContext): Promise<string[]> {
  const searchDir = globSearchDir(input, ctx);
  let info;
  try {
    info = await stat(searchDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new Error(
        `Directory does not exist: ${searchDir}. Give an existing directory as path, or omit path to search the working directory.`,
        { cause: error },
      );
    throw new Error(`Cannot search ${searchDir}: ${code ?? String(error)}.`, { cause: error });
  }
  if (!info.isDirectory())
    throw new Error(
      `Path is not a directory: ${searchDir}. Glob searches directories; to look at one file, use Read.`,
    );
  const globbed = globRoot(input, ctx);
  if (!globbed.ok) throw new Error(globbed.error);
  const planned = globbed.value;
  if (isInGitDir(planned.root)) throw new Error(gitDirRefusal(planned.root));
  const root = judgedSearchRoot(planned.root, ctx, "Glob");
  // A fixed part that does not exist simply matches nothing.
  if (root === "missing" || !root.stats.isDirectory()) return [];
  const rules = await IgnoreRules.forRoot(root.real);
  const files = await walkFiles(root.real, planned.plan.pattern, entryFilter(root.real, rules), ctx.signal);
  return newestFirst(
    files.map((f) => underRoot(f, root.real, planned.root)).filter((f) => ctx.canRead(f)),
    (f) => f,
    ctx.signal,
  );
}

export function formatGlob(files: readonly string[]): string {
  if (files.length === 0) return "No files found";
  const shown = files.slice(0, GLOB_RESULT_LIMIT);
  const left = files.length - shown.length;
  if (left === 0) return shown.join("\n");
  return `${shown.join("\n")}\n\n(Results are truncated: showing the ${String(shown.length)} most recently modified of ${String(files.length)} files; ${String(left)} more not shown. Use a more specific pattern or path.)`;
}
