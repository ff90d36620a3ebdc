// Names of the branches steward creates: `<branch-prefix><kind>-<number|slug>-<short id>`, e.g.
// `steward/issue-42-3fa9c1`, `steward/ci-fix-build-3fa9c1`; automation runs leave the kind out
// (`steward/update-dependencies-3fa9c1`). The short id keeps two runs for the same issue apart.
import { randomBytes } from "node:crypto";
import { WorkspaceError, runGit, type GitContext } from "./git";

/** Six hex digits of randomness: enough to keep concurrent runs' branches apart. */
export function newShortId(): string {
  return randomBytes(3).toString("hex");
}

/** Lower-case words joined by hyphens, at most `maxLength` characters, cut at a word boundary. */
export function slugify(text: string, maxLength = 40): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > maxLength) break;
    slug = next;
  }
  if (slug === "" && words[0] !== undefined) slug = words[0].slice(0, maxLength);
  return slug === "" ? "task" : slug;
}

export interface BranchNameParts {
  /** The settings' `branch-prefix` (default `steward/`). */
  prefix: string;
  /** What the work is for: `issue`, `pr`, `ci-fix`, `wip`…; leave empty for automation runs. */
  kind?: string;
  /** An issue or run number, or a text to slug (a prompt, a branch name). */
  subject: number | string;
  shortId: string;
}

export function newBranchName(parts: BranchNameParts): string {
  const subject = typeof parts.subject === "number" ? String(parts.subject) : slugify(parts.subject);
  const kind = parts.kind === undefined || parts.kind === "" ? [] : [slugify(parts.kind)];
  return `${parts.prefix}${[...kind, subject, parts.shortId].join("-")}`;
}

/**
 * Throws unless `name` is a branch name git accepts and that cannot be read as anything else: no
 * leading `-` (an option), no `:` (a refspec), no `@{` (a reflog expression). Branch names come from
 * webhook payloads, and they end up in refspecs and on command lines. git judges each name once per
 * workspace: its verdict depends on the name alone, and only names it accepted are remembered.
 */
export async function assertBranchName(ctx: GitContext, name: string, what: string): Promise<void> {
  if (ctx.memo.acceptedBranchNames.has(name)) return;
  const plainlyBad =
    name === "" || name.startsWith("-") || /[\s:\\^~?*[]|@\{|\.\.|\/\/|\/$|\.lock$|^\//.test(name);
  const result = plainlyBad ? undefined : await runGit(ctx, ["check-ref-format", `refs/heads/${name}`]);
  if (result?.exitCode !== 0)
    throw new WorkspaceError(
      `Invalid ${what} '${name}'. Expected a git branch name (no spaces, ':', '..', '@{' or leading '-').`,
    );
  ctx.memo.acceptedBranchNames.add(name);
}
