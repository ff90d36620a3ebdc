// Requests as the policy sees them (structurally the pipeline's PermissionRequest), and what a call
// touches read straight from its input. The resolver judges the union of the targets a tool declares
// and the ones derived here, so a tool that forgets a target is still judged on it; `steward policy
// check` and policy examples build whole requests from `{tool, input}` the same way.
import { absolutePath, writtenPath } from "./paths";
import { canonicalToolName, READ_ONLY_TOOLS } from "./tools";

export type PolicyTarget =
  | { kind: "read"; path: string }
  | { kind: "write"; path: string }
  | { kind: "url"; url: string }
  | { kind: "command"; command: string };

export interface PolicyRequest {
  toolName: string;
  input: unknown;
  targets: readonly PolicyTarget[];
  readOnly: boolean;
  cwd: string;
  workspaceRoot: string;
}

export interface PolicyDecision {
  behavior: "allow" | "deny";
  reason: string;
  rule: string | null;
}

const field = (input: unknown, name: string): string | undefined => {
  if (typeof input !== "object" || input === null) return undefined;
  const value = (input as Record<string, unknown>)[name];
  return typeof value === "string" ? value : undefined;
};

const GLOB_MAGIC = /[*?[\]{}!]/;

/** The part of a glob pattern before its first wildcard segment (`../../etc` of `../../etc/*`). */
function globBase(pattern: string): string {
  const segments = pattern.split("/");
  const literal: string[] = [];
  for (const segment of segments.slice(0, -1)) {
    if (GLOB_MAGIC.test(segment)) break;
    literal.push(segment);
  }
  if (pattern.startsWith("/") && literal.length <= 1) return "/";
  return literal.join("/");
}

export function targetsFromInput(tool: string, input: unknown, cwd: string, home: string): PolicyTarget[] {
  // As written (not normalised): the policy follows links before `..`, as the kernel does.
  const path = (p: string) => writtenPath(p, cwd, home);
  switch (tool) {
    case "Read": {
      const file = field(input, "file_path");
      return file === undefined ? [] : [{ kind: "read", path: path(file) }];
    }
    case "Edit":
    case "Write":
    case "MultiEdit": {
      const file = field(input, "file_path");
      return file === undefined ? [] : [{ kind: "write", path: path(file) }];
    }
    case "NotebookEdit": {
      const file = field(input, "notebook_path");
      return file === undefined ? [] : [{ kind: "write", path: path(file) }];
    }
    case "Glob":
    case "Grep": {
      const dir = path(field(input, "path") ?? ".");
      const targets: PolicyTarget[] = [{ kind: "read", path: dir }];
      const pattern = field(input, "pattern");
      // A Glob pattern can itself climb out (`../../etc/*`) or start elsewhere (`/etc/**`).
      if (tool === "Glob" && pattern !== undefined) {
        const base = globBase(pattern);
        if (base !== "") targets.push({ kind: "read", path: absolutePath(base, dir, home) });
        // `..` behind a wildcard or inside braces climbs as far as it occurs.
        const climbs = pattern.match(/(?<=^|[/{,])\.\.(?=$|[/},])/g)?.length ?? 0;
        if (climbs > 0) targets.push({ kind: "read", path: absolutePath("../".repeat(climbs), dir, home) });
      }
      return targets;
    }
    case "Bash": {
      const command = field(input, "command");
      return command === undefined ? [] : [{ kind: "command", command }];
    }
    case "WebFetch": {
      const url = field(input, "url");
      return url === undefined ? [] : [{ kind: "url", url }];
    }
    default:
      return [];
  }
}

export interface CaseEnvironment {
  cwd: string;
  workspaceRoot: string;
  home: string;
}

/** A whole request from a tool name and its input, as `steward policy check` and examples give them. */
export function requestFromCase(toolName: string, input: unknown, env: CaseEnvironment): PolicyRequest {
  const tool = canonicalToolName(toolName) ?? toolName;
  return {
    toolName,
    input,
    targets: targetsFromInput(tool, input, env.cwd, env.home),
    readOnly: READ_ONLY_TOOLS.has(tool),
    cwd: env.cwd,
    workspaceRoot: env.workspaceRoot,
  };
}

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One line saying what a call was about, for transcripts and reports. */
export function summarizeInput(tool: string, input: unknown): string {
  const first = (...names: string[]) => names.map((n) => field(input, n)).find((v) => v !== undefined);
  const main = first("command", "file_path", "notebook_path", "url", "pattern", "query", "description");
  if (main !== undefined) {
    const where = tool === "Glob" || tool === "Grep" ? field(input, "path") : undefined;
    return clip(where === undefined ? main : `${main} in ${where}`).replace(/\n/g, "⏎");
  }
  let json: string;
  try {
    json = JSON.stringify(input) ?? "";
  } catch {
    json = "(input that cannot be shown)";
  }
  return clip(json);
}
