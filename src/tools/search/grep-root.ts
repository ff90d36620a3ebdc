// Where a Grep call searches, for its permission target: light, so the tool's definition loads without
// the search itself (grep-run.ts: ripgrep, the built-in search, the regex translation), which loads on
// the first call.
import type { ToolContext } from "../context";
import { resolveToolPath } from "../paths";

/** Models sometimes send these for "no path"; they mean the working directory. */
const NO_PATH = new Set(["", "undefined", "null"]);

export function grepRoot(
  input: { path?: string | undefined },
  ctx: Pick<ToolContext, "cwd" | "env">,
): string {
  const path = input.path?.trim();
  return resolveToolPath(path === undefined || NO_PATH.has(path) ? "." : path, ctx);
}
