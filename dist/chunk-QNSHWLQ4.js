import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/paths.ts
import { isAbsolute, relative, resolve, sep } from "node:path";
function resolveToolPath(path, ctx) {
  let expanded = path;
  const home = ctx.env["HOME"];
  if (home !== void 0 && (path === "~" || path.startsWith("~/"))) expanded = home + path.slice(1);
  return isAbsolute(expanded) ? resolve(expanded) : resolve(ctx.cwd, expanded);
}
function isInside(root, path) {
  const rel = relative(root, path);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function displayPath(path, workspaceRoot) {
  if (!isInside(workspaceRoot, path)) return path;
  const rel = relative(workspaceRoot, path);
  return rel === "" ? "." : rel;
}

export {
  resolveToolPath,
  isInside,
  displayPath
};
