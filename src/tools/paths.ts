// Path handling shared by the file tools. Security (what may be touched) is the policy's job; this
// only turns what the model wrote into an absolute, normalised path and back into a readable one.
import { isAbsolute, relative, resolve, sep } from "node:path";

export function resolveToolPath(
  path: string,
  ctx: { cwd: string; env: Readonly<Record<string, string>> },
): string {
  let expanded = path;
  const home = ctx.env["HOME"];
  if (home !== undefined && (path === "~" || path.startsWith("~/"))) expanded = home + path.slice(1);
  return isAbsolute(expanded) ? resolve(expanded) : resolve(ctx.cwd, expanded);
}

/** True when `path` is `root` or inside it, compared on a separator boundary (/w/app2 is not in /w/app). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** Workspace-relative for paths inside the workspace, absolute otherwise. */
export function displayPath(path: string, workspaceRoot: string): string {
  if (!isInside(workspaceRoot, path)) return path;
  const rel = relative(workspaceRoot, path);
  return rel === "" ? "." : rel;
}
