// Secrets are not pushed. Before steward commits the working tree, and before it pushes commits, it
// looks at what they add: a secret-like file by its name (the policy's list: `.env*`, `*.pem`,
// `credentials.json`, `.npmrc`, …) or a credential recognised in an added line (the run's own
// secrets, our patterns and secretlint's rules — the redactor's finder). GitHub's push protection
// would refuse such a push anyway; steward does not try. A finding names the file and the rule,
// never the value.
import { secretFileKind } from "../../policy/index";
import type { SecretFinder } from "../../report/index";
import { parseNameStatus, splitDiffOutput } from "./diff";
import { git, type GitContext } from "./git";
import type { FileChange } from "./types";

export interface SecretHit {
  path: string;
  /** What was recognised: "a secret-like file (*.pem)", "Slack token", "secretlint npm (…)". */
  rule: string;
}

const DIFF = ["diff-tree", "-r", "--find-renames", "--no-ext-diff", "--no-textconv"];

/** The lines a patch adds (hunk lines starting with "+"; headers are not content). */
export function addedLines(patch: string): string {
  const added: string[] = [];
  let header = true;
  for (const line of patch.split("\n")) {
    if (line.startsWith("diff --git ")) header = true;
    else if (line.startsWith("@@")) header = false;
    else if (!header && line.startsWith("+")) added.push(line.slice(1));
  }
  return added.join("\n");
}

/** The patch split per file, in the order git lists the files; undefined if they do not pair up. */
function sections(patch: string, count: number): string[] | undefined {
  const parts = patch.split(/^(?=diff --git )/m).filter((part) => part.startsWith("diff --git "));
  return parts.length === count ? parts : undefined;
}

async function filePatch(ctx: GitContext, from: string, to: string, file: FileChange): Promise<string> {
  const paths = [file.path, ...(file.oldPath === undefined ? [] : [file.oldPath])];
  return git(ctx, [...DIFF, "--patch", "--unified=0", from, to, "--", ...paths.map((p) => `:(literal)${p}`)]);
}

/** Secrets that `to` adds over `from` (commits or trees), file by file. */
export async function secretsAdded(
  ctx: GitContext,
  from: string,
  to: string,
  find: SecretFinder,
): Promise<SecretHit[]> {
  const diff = splitDiffOutput(
    await git(ctx, [...DIFF, "-z", "--raw", "--patch", "--unified=0", from, to, "--"]),
    false,
  );
  const all = parseNameStatus(diff.nameStatus, new Map());
  const files = all.filter((file) => file.status !== "deleted");
  if (files.length === 0) return [];
  const bySection = sections(diff.patch, all.length);
  const hits: SecretHit[] = [];
  for (const file of files) {
    const kind = secretFileKind(file.path);
    if (kind !== undefined) {
      hits.push({ path: file.path, rule: kind });
      continue;
    }
    const own = bySection?.[all.indexOf(file)] ?? (await filePatch(ctx, from, to, file));
    for (const rule of new Set(find(addedLines(own)).map((span) => span.rule)))
      hits.push({ path: file.path, rule });
  }
  return hits;
}

/** Pathspecs naming exactly these files (no glob characters read as globs). */
export function literalPaths(hits: readonly SecretHit[]): string[] {
  return [...new Set(hits.map((hit) => `:(literal)${hit.path}`))];
}

/** "a.env (a secret-like file (.env*)); config.ts (Slack token)" */
export function describeHits(hits: readonly SecretHit[]): string {
  const byPath = new Map<string, string[]>();
  for (const hit of hits) byPath.set(hit.path, [...(byPath.get(hit.path) ?? []), hit.rule]);
  return [...byPath].map(([path, rules]) => `${path} (${rules.join(", ")})`).join("; ");
}
