// Recursive reads are judged by walking the tree they read (judge-tree.ts), and an agent repeats them
// (`grep -rn x src`, then again with another pattern): the verdict is kept between decisions, with a
// stamp of every directory the walk listed and every ignore file it read, and used again only while
// each stamp still holds. A tree's verdict depends on names, types and ignore files' contents, never
// on other files' contents; adding, removing, renaming or replacing an entry changes its directory's
// ctime, and rewriting an ignore file changes its own, and ctime cannot be set back (unlike mtime).
// Not kept: a walk that followed a link (where it leads depends on directories outside the stamps),
// one that stopped at the bound, and one that saw a stamp so recent that a change in the same clock
// tick could leave it unchanged (file times come from a coarse clock).
import { lstatSync } from "node:fs";
import type { Step } from "./judge";

/** Verdicts kept; each holds at most MAX_STAMPS stamps. */
const MAX_VERDICTS = 16;
const MAX_STAMPS = 5_000;
/** A stamp newer than this before the walk started may share its clock tick with a later change. */
const RACY_MS = 1_000;

/** A file or directory as it was: device, inode and ctime, or null when it did not exist. */
type Stamp = string | null;

function stampOf(path: string): { stamp: Stamp; ctimeMs: bigint } {
  try {
    const stats = lstatSync(path, { bigint: true, throwIfNoEntry: false });
    if (stats === undefined) return { stamp: null, ctimeMs: 0n };
    return { stamp: `${stats.dev}:${stats.ino}:${stats.ctimeNs}`, ctimeMs: stats.ctimeNs / 1_000_000n };
  } catch {
    return { stamp: "unreadable", ctimeMs: BigInt(Number.MAX_SAFE_INTEGER) };
  }
}

/** What one walk looked at, collected while it runs. */
export class TreeStamps {
  private readonly startedMs = BigInt(Date.now());
  readonly stamps = new Map<string, Stamp>();
  /** Set when the verdict must not be kept. */
  uncacheable = false;

  constructor(private readonly racyMs: bigint) {}

  /** Records a directory listed or a file read (or looked for) by the walk. */
  saw(path: string): void {
    if (this.uncacheable || this.stamps.has(path)) return;
    const { stamp, ctimeMs } = stampOf(path);
    if (ctimeMs >= this.startedMs - this.racyMs || this.stamps.size >= MAX_STAMPS) this.uncacheable = true;
    else this.stamps.set(path, stamp);
  }

  /** The walk depends on something the stamps do not cover. */
  forgo(): void {
    this.uncacheable = true;
  }
}

interface Verdict {
  step: Step | undefined;
  stamps: ReadonlyMap<string, Stamp>;
}

/** Tree verdicts of one resolver, least recently used first. */
export class TreeCache {
  private readonly verdicts = new Map<string, Verdict>();

  /** `racyMs`: RACY_MS unless a test, whose files are all new, asks for less. */
  constructor(private readonly racyMs = RACY_MS) {}

  /** Stamps for a new walk. */
  stamps(): TreeStamps {
    return new TreeStamps(BigInt(this.racyMs));
  }

  /** The kept verdict for `key` while every stamp holds; "none" when there is none to use. */
  get(key: string): { step: Step | undefined } | "none" {
    const verdict = this.verdicts.get(key);
    if (verdict === undefined) return "none";
    for (const [path, stamp] of verdict.stamps)
      if (stampOf(path).stamp !== stamp) {
        this.verdicts.delete(key);
        return "none";
      }
    this.verdicts.delete(key);
    this.verdicts.set(key, verdict);
    return { step: verdict.step };
  }

  set(key: string, step: Step | undefined, stamps: TreeStamps): void {
    if (stamps.uncacheable) return;
    this.verdicts.set(key, { step, stamps: stamps.stamps });
    if (this.verdicts.size > MAX_VERDICTS) this.verdicts.delete(this.verdicts.keys().next().value as string);
  }
}
