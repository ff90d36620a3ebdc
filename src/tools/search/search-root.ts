// Where a Glob or Grep search really starts: its root pinned and judged by the policy by where it
// really is (a root swapped for a link out of the workspace after the permission check is refused),
// then walked by that real path. Missing roots are the caller's to word.
import type { ToolContext } from "../context";
import { errorCode } from "../read/fs-errors";
import { refusalMessage } from "../read/open-file";
import { isRefusal, judgeFor } from "../safe-fs/open";
import { pinSearchRoot, type SearchRoot } from "../safe-fs/search-io";

/** The real root, "missing" when nothing is there (ENOENT, ENOTDIR), or a thrown Error for the model. */
export function judgedSearchRoot(
  path: string,
  ctx: Pick<ToolContext, "mayAccess" | "cwd">,
  tool: "Glob" | "Grep",
): SearchRoot | "missing" {
  let root;
  try {
    root = pinSearchRoot(path, judgeFor(ctx, "read", tool));
  } catch (error) {
    const code = errorCode(error);
    if (code === "ENOENT" || code === "ENOTDIR") return "missing";
    throw new Error(`Cannot search ${path}: ${code ?? String(error)}.`, { cause: error });
  }
  if (isRefusal(root)) throw new Error(refusalMessage(root, path, "read"));
  return root;
}
