// Places no tool reaches unless a policy rule names them explicitly: credentials and kernel interfaces
// (read or write), and the places that steer the run itself or run code for whoever checks the branch
// out — git internals, workflows, hooks, editor tasks, the policy and agent configuration (write). A
// broad rule (`Read(//**)`, `Edit(**)`, a bare `Read`) never reaches in; a rule whose literal text
// points into the place does (`Edit(.github/workflows/ci.yml)`). Every comparison folds case
// (place-lists.ts foldCase): a case-insensitive runner opens `.GITHUB/STEWARD.yml` as the policy file.
import { join } from "node:path";
import { foldCase, type Guards, HOME_CREDENTIALS, SEGMENT_PLACES, type SegmentPlace } from "./place-lists";
import { isInside } from "./paths";

export { HOME_CREDENTIALS } from "./place-lists";

export type Access = "read" | "write";

export interface SpecialPlace {
  /** What the place is, for the model: "a secret-like file (*.pem)". */
  label: string;
  /** A directory (or file) at a fixed place, or segments that may stand anywhere. */
  kind: "directory" | "segments";
  /** For a directory place, the directory (or file) itself, case folded. */
  dir?: string;
  /** Reads and writes, or writes only. */
  guards: Guards;
  /** Whether the place holds `path` (absolute, normalised, case folded). */
  matches(folded: string): boolean;
  /** Whether a rule that reaches `reach` with these literal segments names the place. */
  namedBy(reach: readonly string[], literalSegments: readonly (string | null)[]): boolean;
  /**
   * When `folded` (case folded) is a directory above where the place would stand — `.github` for the
   * workflows, the workspace for its policy file — the segments from it down to the place (a `*` in a
   * segment stands for any name); else undefined. A place that is one segment anywhere (`.husky`,
   * `.env*`) has none: what is written below a directory is judged by its own name.
   */
  below(folded: string): readonly string[] | undefined;
}

const DEVICES_ALLOWED: ReadonlySet<string> = new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);

/** /dev/null, /dev/stdout and /dev/stderr: harmless to read and write, and judged as written. */
export const isHarmlessDevice = (path: string): boolean => DEVICES_ALLOWED.has(path);

/** A segment glob (`*` within the segment) over case-folded segments. */
function segmentSource(glob: string): string {
  return foldCase(glob)
    .replace(/[.+^${}()|[\]\\?]/g, "\\$&")
    .replace(/\*/g, "[^/]*");
}

function segmentRegex(glob: string): RegExp {
  return new RegExp(`^${segmentSource(glob)}$`);
}

/** Whether consecutive entries of `segments`, from anywhere, match `regexes` one for one. */
function hasRun(segments: readonly (string | null)[], regexes: readonly RegExp[]): boolean {
  for (let start = 0; start + regexes.length <= segments.length; start++) {
    if (
      regexes.every((regex, i) => {
        const segment = segments[start + i];
        return typeof segment === "string" && regex.test(segment);
      })
    )
      return true;
  }
  return false;
}

// Like the gitignore pattern **/a/b: the place and everything below it, at any depth, any case (a
// case-insensitive file system — macOS runners — opens .GIT/config as .git/config).
function segmentPlace(place: SegmentPlace): SpecialPlace {
  const regexes = place.segments.map(segmentRegex);
  return {
    label: place.label,
    kind: "segments",
    guards: place.guards,
    matches: (folded) => hasRun(folded.split("/"), regexes),
    below: (folded) => {
      const segments = folded.split("/");
      // The path's last j segments are the place's first j (j short of all: then it is the place).
      for (let j = Math.min(regexes.length - 1, segments.length); j >= 1; j--) {
        const tail = segments.slice(segments.length - j);
        if (tail.every((segment, i) => regexes[i]?.test(segment) === true)) return place.segments.slice(j);
      }
      return undefined;
    },
    namedBy: (_reach, literal) =>
      hasRun(
        literal.map((segment) => segment && foldCase(segment)),
        regexes,
      ),
  };
}

function directoryPlace(
  dir: string,
  label: string,
  guards: Guards,
  except?: (folded: string) => boolean,
): SpecialPlace {
  const folded = foldCase(dir);
  return {
    label,
    kind: "directory",
    dir: folded,
    guards,
    matches: (path) => isInside(folded, path) && !(except?.(path) ?? false),
    namedBy: (reach) => reach.some((r) => isInside(folded, foldCase(r))),
    below: (path) =>
      path !== folded && isInside(path, folded)
        ? folded.slice(path.length).split("/").filter(Boolean)
        : undefined,
  };
}

export interface SpecialPlaceOptions {
  /** The home directory, as given and with links resolved. */
  homes: readonly string[];
  /** Policy and agent configuration files in use (absolute). */
  configFiles: readonly string[];
  /** The runner's files that hold secrets or steer later steps (absolute). */
  runnerFiles: readonly string[];
  /** Steward's own output directories, readable even inside the runner's temp directory. */
  readableDirs: readonly string[];
}

/** One test per path segment that rules out every segment place at once (the common case). */
const ANY_FIRST_SEGMENT = new RegExp(
  `(?:^|/)(?:${SEGMENT_PLACES.map((place) => segmentSource(place.segments[0] ?? "")).join("|")})(?=/|$)`,
);

const mayBeInSegmentPlace = (folded: string) => ANY_FIRST_SEGMENT.test(folded);

export function specialPlaces(options: SpecialPlaceOptions): PlaceIndex {
  // Steward's own output directory may sit inside the runner's temp directory; it stays readable,
  // but nothing it contains or shares with the runner's files is opened up.
  const ownDirsInside = (file: string) => {
    const ours = options.readableDirs.filter((dir) => dir !== file && isInside(file, dir)).map(foldCase);
    return (folded: string) => ours.some((dir) => isInside(dir, folded));
  };
  const places: SpecialPlace[] = [
    directoryPlace("/proc", "/proc, which exposes every process's memory and environment", "read-write"),
    directoryPlace("/sys", "/sys, the kernel's device and driver interface", "read-write"),
    directoryPlace(
      "/dev",
      "a device or shared memory under /dev (only /dev/null, /dev/stdout and /dev/stderr are open)",
      "read-write",
      isHarmlessDevice,
    ),
    ...options.homes.flatMap((home) =>
      HOME_CREDENTIALS.map((entry) =>
        directoryPlace(
          join(home, entry),
          `a credential store in the home directory (~/${entry})`,
          "read-write",
        ),
      ),
    ),
    ...options.runnerFiles.map((file) =>
      directoryPlace(
        file,
        `a file of the Actions runner (${file}) that holds secrets or steers later steps`,
        "read-write",
        ownDirsInside(file),
      ),
    ),
    ...options.configFiles.map((file) =>
      directoryPlace(file, `the policy or agent configuration (${file})`, "write"),
    ),
    ...SEGMENT_PLACES.map(segmentPlace),
  ];
  return new PlaceIndex(places);
}

/**
 * The special places, looked up by a path's ancestors (a few map lookups, however many places there
 * are: every path the policy judges goes through here, and most fall in none).
 */
export class PlaceIndex {
  private readonly byDirectory = new Map<string, SpecialPlace[]>();
  private readonly anywhere: SpecialPlace[];

  constructor(readonly all: readonly SpecialPlace[]) {
    for (const place of all) {
      if (place.dir === undefined) continue;
      const list = this.byDirectory.get(place.dir) ?? [];
      list.push(place);
      this.byDirectory.set(place.dir, list);
    }
    this.anywhere = all.filter((place) => place.dir === undefined);
  }

  /** The places `path` (absolute, normalised) falls in for this kind of access. */
  placesOf(original: string, access: Access): SpecialPlace[] {
    const path = foldCase(original);
    const found: SpecialPlace[] = [];
    const consider = (place: SpecialPlace) => {
      if ((access === "write" || place.guards === "read-write") && place.matches(path)) found.push(place);
    };
    for (const place of this.byDirectory.get("/") ?? []) consider(place);
    for (let at = path.indexOf("/", 1); ; at = path.indexOf("/", at + 1)) {
      const ancestor = at === -1 ? path : path.slice(0, at);
      for (const place of this.byDirectory.get(ancestor) ?? []) consider(place);
      if (at === -1) break;
    }
    if (mayBeInSegmentPlace(path)) for (const place of this.anywhere) consider(place);
    return found;
  }
}

const TRAPS = SEGMENT_PLACES.filter((place) => place.trap === true).map(segmentPlace);

/**
 * The repository paths (relative, as a diff names them) that fall in a place that runs code for
 * whoever checks the branch out or opens it, each with what the place is. The report warns about
 * them even when a policy rule allowed the change.
 */
export function executionTraps(paths: readonly string[]): { path: string; label: string }[] {
  const found: { path: string; label: string }[] = [];
  for (const path of new Set(paths)) {
    const place = TRAPS.find((trap) => trap.matches(foldCase(path)));
    if (place !== undefined) found.push({ path, label: place.label });
  }
  return found;
}

const SECRET_FILES = SEGMENT_PLACES.filter((place) => place.guards === "read-write").map(segmentPlace);

/** What makes a path a secret-like file (`a secret-like file (*.pem)`), or undefined when it is not. */
export function secretFileKind(path: string): string | undefined {
  const folded = foldCase(path);
  return SECRET_FILES.find((place) => place.matches(folded))?.label;
}
