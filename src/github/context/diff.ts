// The pull request's diff, built from the `patch` field of each changed file (GitHub's listing already
// has them: no second download) and kept within a budget: small files whole, big ones cut at a line
// boundary to fair shares, and files left out entirely only when even a minimal share does not fit.
// What was cut or left out is always said.
import { DIFF_CHARS, DIFF_MIN_SHARE } from "./budgets";
import { revealInvisible } from "./invisible";
import { fairShares } from "./shares";
import type { DiffPart, PullDiff } from "./types";

export interface PatchFile {
  path: string;
  patch?: string | undefined;
}

/** The first lines of `text` that fit in `limit` characters (at least part of the first line). */
function cutAtLine(text: string, limit: number): { text: string; totalLines: number; cutLines: number } {
  const lines = text.split("\n");
  if (text.length <= limit) return { text, totalLines: lines.length, cutLines: 0 };
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > limit) break;
    kept.push(line);
    used += line.length + 1;
  }
  if (kept.length === 0) kept.push(`${(lines[0] ?? "").slice(0, Math.max(0, limit - 1))}…`);
  return { text: kept.join("\n"), totalLines: lines.length, cutLines: lines.length - kept.length };
}

export function buildDiff(
  files: readonly PatchFile[],
  budget = DIFF_CHARS,
  minShare = DIFF_MIN_SHARE,
): PullDiff {
  const leftOut: PullDiff["leftOut"] = [];
  const withPatch: { path: string; text: string }[] = [];
  for (const file of files) {
    if (file.patch === undefined || file.patch === "")
      leftOut.push({
        path: file.path,
        reason: "GitHub gives no patch (a binary file, or a diff too large to show)",
      });
    else withPatch.push({ path: file.path, text: revealInvisible(file.patch) });
  }
  const sizes = withPatch.map((f) => f.text.length);
  const totalChars = sizes.reduce((sum, n) => sum + n, 0);
  let shares = fairShares(sizes, budget);

  // When the budget is spread so thin that cut files would show next to nothing, show fewer files at a
  // useful size: whole small files first, then cut ones in the pull request's order until it runs out.
  const thin = shares.some((share, i) => share < (sizes[i] ?? 0) && share < minShare);
  const shown = withPatch.map(() => true);
  if (thin) {
    let remaining = budget;
    const order = sizes.map((_, i) => i).sort((a, b) => (sizes[a] ?? 0) - (sizes[b] ?? 0));
    shares = sizes.map(() => 0);
    for (const i of order) {
      const size = sizes[i] ?? 0;
      if (size <= minShare && size <= remaining) {
        shares[i] = size;
        remaining -= size;
      }
    }
    for (let i = 0; i < sizes.length; i++) {
      if (shares[i] !== 0) continue;
      if (remaining >= minShare) {
        shares[i] = minShare;
        remaining -= minShare;
      } else shown[i] = false;
    }
  }

  const parts: DiffPart[] = [];
  let shownChars = 0;
  withPatch.forEach((file, i) => {
    if (!shown[i]) {
      leftOut.push({
        path: file.path,
        reason: `left out: the diff budget (${String(budget)} characters) ran out`,
      });
      return;
    }
    const cut = cutAtLine(file.text, shares[i] ?? 0);
    shownChars += cut.text.length;
    parts.push({ path: file.path, ...cut });
  });
  return { parts, leftOut, totalChars, shownChars, budget };
}
