// Where a Glob call searches, for its input check and its permission targets: light, so the tool's
// definition loads without the walk (glob-run.ts), which loads on the first call.
import type { ToolContext } from "../context";
import { resolveToolPath } from "../paths";
import type { Result } from "../../types/result";
import { type GlobPlan, planGlob } from "./glob-pattern";

const NO_PATH = new Set(["", "undefined", "null"]);

export interface GlobParams {
  pattern: string;
  path?: string | undefined;
}

/** The directory the model asked to search (path, or the working directory). */
export function globSearchDir(
  input: Pick<GlobParams, "path">,
  ctx: Pick<ToolContext, "cwd" | "env">,
): string {
  const path = input.path?.trim();
  return resolveToolPath(path === undefined || NO_PATH.has(path) ? "." : path, ctx);
}

/** The directory actually walked: the search directory plus the pattern's fixed leading part. */
export function globRoot(
  input: GlobParams,
  ctx: Pick<ToolContext, "cwd" | "env">,
): Result<{ root: string; plan: GlobPlan }> {
  const planned = planGlob(input.pattern);
  if (!planned.ok) return planned;
  const plan = planned.value;
  return {
    ok: true,
    value: { root: resolveToolPath(plan.base, { cwd: globSearchDir(input, ctx), env: ctx.env }), plan },
  };
}
