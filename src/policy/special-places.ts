// Places no tool reaches unless a policy rule names them explicitly: credentials and kernel interfaces
// (read or write), and the places that steer the run itself — git internals, workflows, the policy and
// agent configuration (write). A broad rule (`Read(//**)`, `Edit(**)`, a bare `Read`) never reaches
// in; a rule whose literal text points into the place does (`Edit(.github/workflows/ci.yml)`).
import { join } from "node:path";
import { isInside } from "./paths";

export type Access = "read" | "write";

export interface SpecialPlace {
  /** What the place is, for the model: "a secret-like file (*.pem)". */
  label: string;
  /** A directory (or file) at a fixed place, or segments that may stand anywhere. */
  kind: "directory" | "segments";
  /** For a directory place, the directory (or file) itself. */
  dir?: string;
  /** Reads and writes, or writes only. */
  guards: "read-write" | "write";
  matches(path: string): boolean;
  /** Whether a rule that reaches `reach` with these literal segments names the place. */
  namedBy(reach: readonly string[], literalSegments: readonly (string | null)[]): boolean;
}

interface SegmentPlace {
  /** Consecutive path segments; `*` inside a segment matches within it. */
  segments: string[];
  label: string;
  guards: SpecialPlace["guards"];
}

const secret = (pattern: string, what?: string): SegmentPlace => ({
  segments: pattern.split("/"),
  label: what ?? `a secret-like file (${pattern})`,
  guards: "read-write",
});

const protectedPlace = (pattern: string, what: string): SegmentPlace => ({
  segments: pattern.split("/"),
  label: what,
  guards: "write",
});

/** Wherever they stand, in the workspace or out of it. */
const SEGMENT_PLACES: readonly SegmentPlace[] = [
  secret(".env*"),
  secret("*.pem"),
  secret("*.key"),
  secret("*.p12"),
  secret("*.pfx"),
  secret("*.jks"),
  secret("*.keystore"),
  secret("*.ppk"),
  secret("*.kdbx"),
  secret("id_rsa*"),
  secret("id_dsa*"),
  secret("id_ecdsa*"),
  secret("id_ed25519*"),
  secret(".git/config", "git's configuration (.git/config), where actions/checkout keeps the token"),
  secret(".git-credentials"),
  secret(".netrc"),
  secret("_netrc"),
  secret(".npmrc"),
  secret(".pypirc"),
  secret(".pgpass"),
  secret(".htpasswd"),
  secret(".dockercfg"),
  secret("gha-creds-*.json", "a cloud credential file written by an auth action (gha-creds-*.json)"),
  protectedPlace(".git", "git's internals (.git), where hooks and config run code"),
  protectedPlace(".github/workflows", "a workflow definition (.github/workflows)"),
  protectedPlace(".claude/settings*.json", "agent configuration (.claude/settings*.json)"),
  protectedPlace(".mcp.json", "agent configuration (.mcp.json)"),
  protectedPlace(".gemini", "agent configuration (.gemini)"),
  protectedPlace(".codex", "agent configuration (.codex)"),
  // Git hooks that husky installs run when steward later commits the agent's work.
  protectedPlace(".husky", "git hooks (.husky)"),
];

/** Relative to home. */
export const HOME_CREDENTIALS: readonly string[] = [
  ".ssh",
  ".git-credentials",
  ".gitconfig",
  ".config/git",
  ".npmrc",
  ".yarnrc",
  ".yarnrc.yml",
  ".docker",
  ".config/gh",
  ".config/hub",
  ".aws",
  ".azure",
  ".kube",
  ".gnupg",
  ".netrc",
  ".pypirc",
  ".pgpass",
  ".my.cnf",
  ".s3cfg",
  ".boto",
  ".vault-token",
  ".config/gcloud",
  ".config/rclone",
  ".gem/credentials",
  ".cargo/credentials",
  ".cargo/credentials.toml",
  ".m2/settings.xml",
  ".gradle/gradle.properties",
  ".terraform.d",
  ".terraformrc",
  ".composer/auth.json",
  ".config/composer/auth.json",
  ".password-store",
  ".local/share/keyrings",
  ".claude",
  ".claude.json",
  ".bash_history",
  ".zsh_history",
];

const DEVICES_ALLOWED: ReadonlySet<string> = new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);

/** /dev/null, /dev/stdout and /dev/stderr: harmless to read and write, and judged as written. */
export const isHarmlessDevice = (path: string): boolean => DEVICES_ALLOWED.has(path);

function segmentRegex(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\?]/g, "\\$&").replace(/\*/g, "[^/]*");
  return new RegExp(`^${escaped}$`, "i");
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
    matches: (path) => hasRun(path.split("/"), regexes),
    namedBy: (_reach, literal) => hasRun(literal, regexes),
  };
}

function directoryPlace(
  dir: string,
  label: string,
  guards: SpecialPlace["guards"],
  except?: (p: string) => boolean,
): SpecialPlace {
  return {
    label,
    kind: "directory",
    dir,
    guards,
    matches: (path) => isInside(dir, path) && !(except?.(path) ?? false),
    namedBy: (reach) => reach.some((r) => isInside(dir, r)),
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
  SEGMENT_PLACES.map((place) => segmentRegex(place.segments[0] ?? "").source).join("|"),
  "i",
);

const mayBeInSegmentPlace = (path: string) =>
  path.split("/").some((segment) => ANY_FIRST_SEGMENT.test(segment));

export function specialPlaces(options: SpecialPlaceOptions): PlaceIndex {
  // Steward's own output directory may sit inside the runner's temp directory; it stays readable,
  // but nothing it contains or shares with the runner's files is opened up.
  const ownDirsInside = (file: string) => {
    const ours = options.readableDirs.filter((dir) => dir !== file && isInside(file, dir));
    return (p: string) => ours.some((dir) => isInside(dir, p));
  };
  const places: SpecialPlace[] = [
    directoryPlace("/proc", "/proc, which exposes every process's memory and environment", "read-write"),
    directoryPlace("/sys", "/sys, the kernel's device and driver interface", "read-write"),
    directoryPlace(
      "/dev",
      "a device under /dev (only /dev/null, /dev/stdout and /dev/stderr are open)",
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
  placesOf(path: string, access: Access): SpecialPlace[] {
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
