// "Did you mean ...?" for a path that does not exist: names in the same directory that differ by case,
// by extension, or by a typo or two. The directory is listed only where the policy lets the session
// read, judged by where it really is (a directory swapped for a link out must not leak its names).
import { basename, dirname, extname, join } from "node:path";
import type { Judge } from "../safe-fs/open";
import { machinePinning, type Pinned } from "../safe-fs/pinning";

const MAX_ENTRIES = 5_000;
const MAX_SUGGESTIONS = 3;

function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    previous = current;
  }
  return previous[b.length] ?? cap + 1;
}

const stem = (name: string) => name.slice(0, name.length - extname(name).length).toLowerCase();

function score(wanted: string, candidate: string): number | undefined {
  const a = wanted.toLowerCase();
  const b = candidate.toLowerCase();
  if (a === b) return 0;
  if (stem(wanted) !== "" && stem(wanted) === stem(candidate)) return 1;
  const cap = Math.max(2, Math.floor(a.length / 4));
  const distance = editDistance(a, b, cap);
  return distance <= cap ? 1 + distance : undefined;
}

/** Up to three existing paths that look like what `path` meant; empty when nothing is close. */
export async function similarPaths(path: string, mayRead: Judge): Promise<string[]> {
  const dir = dirname(path);
  const wanted = basename(path);
  const found: { path: string; score: number }[] = [];
  const pinning = machinePinning();
  let pinned: Pinned | undefined;
  try {
    pinned = pinning.pin(dir, { directory: true });
    if (!mayRead(pinned.real)) return [];
    const handle = await pinning.openDirectory(pinned);
    let seen = 0;
    for await (const entry of handle) {
      if (++seen > MAX_ENTRIES) break;
      const s = score(wanted, entry.name);
      if (s !== undefined) found.push({ path: join(dir, entry.name), score: s });
    }
  } catch {
    return [];
  } finally {
    if (pinned !== undefined) pinning.release(pinned);
  }
  return found
    .sort((x, y) => x.score - y.score || x.path.localeCompare(y.path))
    .slice(0, MAX_SUGGESTIONS)
    .map((f) => f.path);
}
