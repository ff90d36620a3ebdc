// Secret files in the workspace (.env, keys, credential files: the policy's own list of secret-like
// places), found once when the session starts so the sandbox can show each as empty. A command the
// policy allowed (`grep -r KEY .`, `npm test` whose test reads .env) then reads nothing from them. The
// search is bounded (depth, entries, masks) and skips .git (git needs its config; the object store is
// the repository's history, not a secret) and node_modules (other people's published files); what it
// did not reach is said in a note. A file the policy lets the file tools read by name (an explicit
// `Read(test/fixtures/server.key)` rule) is not masked: the policy's author has said it is not secret.
import type { Dirent } from "node:fs";
import { readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { createPolicyResolver, defaultPolicy, type Policy, specialPlaces } from "../policy/index";

/** Whether a workspace path (absolute, links resolved) is a secret to mask. */
export type SecretTest = (path: string) => boolean;

export interface SecretSearchLimits {
  /** Directory levels below the workspace root searched (the root's entries are level 1). */
  depth: number;
  /** Directory entries looked at in all. */
  entries: number;
  /** Secrets masked at most (each is one mount). */
  masks: number;
}

export const SECRET_SEARCH_LIMITS: SecretSearchLimits = { depth: 8, entries: 20_000, masks: 200 };

/** Never searched: git's own directory, and installed packages. */
const SKIPPED_DIRECTORIES = new Set([".git", "node_modules"]);

export interface FoundSecrets {
  files: string[];
  dirs: string[];
  /** Protected places (execution traps, CI definitions, agent configuration): kept read-only. */
  protected: string[];
  /** Set when a limit stopped the search: what was not searched. */
  incomplete?: string;
}

type PolicyWhere = { workspaceRoot: string; home: string; policyFilePath?: string | null };

type PlacesAndRules = {
  places: ReturnType<typeof specialPlaces>;
  resolver: ReturnType<typeof createPolicyResolver>;
};

/**
 * The built-in special places, and the policy's rules resolved for this workspace: compiled at the
 * first test, not when the tests are made. A session makes them at start and the layout's search uses
 * them only once the first model request is sent (sandbox/deferred.ts), or never (sandbox: off).
 */
function placesAndRules(policy: Policy, where: PolicyWhere): () => PlacesAndRules {
  let compiled: PlacesAndRules | undefined;
  return () =>
    (compiled ??= {
      places: specialPlaces({ homes: [], configFiles: [], runnerFiles: [], readableDirs: [] }),
      resolver: createPolicyResolver(policy, {
        workspaceRoot: where.workspaceRoot,
        home: where.home,
        policyFilePath: where.policyFilePath ?? null,
      }),
    });
}

/**
 * The policy's secret-like places, less what its rules let the file tools read by name. Special places
 * are never reached by a broad rule, so a readable secret is one a rule names.
 */
export function policySecretTest(policy: Policy, where: PolicyWhere): SecretTest {
  return secretTestOf(placesAndRules(policy, where));
}

function secretTestOf(compiled: () => PlacesAndRules): SecretTest {
  return (path) => {
    const { places, resolver } = compiled();
    return places.placesOf(path, "read").length > 0 && !resolver.canRead(path);
  };
}

/** The built-in policy's test: every secret-like place. */
export const defaultSecretTest = (workspaceRoot: string, home: string): SecretTest =>
  policySecretTest(defaultPolicy(), { workspaceRoot, home });

const inside = (root: string, path: string) => path.startsWith(root + sep);

/**
 * The policy's protected places (a git hook, a workflow, a CI definition, an editor's tasks: places a
 * write to which the policy denies), less what its rules let the agent change. Inside the sandbox
 * they are read-only, so a command a rule allows (`npm test` running the repository's scripts)
 * cannot plant a hook for whoever checks the branch out; git's own directory is left to the layout.
 */
export function policyProtectedTest(policy: Policy, where: PolicyWhere): SecretTest {
  return protectedTestOf(placesAndRules(policy, where));
}

function protectedTestOf(compiled: () => PlacesAndRules): SecretTest {
  return (path) => {
    if (path.split(sep).includes(".git")) return false;
    const { places, resolver } = compiled();
    return (
      places.placesOf(path, "write").some((place) => place.guards === "write") &&
      !resolver.canWrite(path, { inside: true })
    );
  };
}

/** The built-in policy's test: every protected place. */
export const defaultProtectedTest = (workspaceRoot: string, home: string): SecretTest =>
  policyProtectedTest(defaultPolicy(), { workspaceRoot, home });

/** The policy's two tests a sandbox layout takes for one workspace: what it masks, what it keeps read-only. */
export function policyPlaceTests(
  policy: Policy,
  where: PolicyWhere,
): { isSecretFile: SecretTest; isProtectedPlace: SecretTest } {
  // One compilation of the places and rules serves both tests.
  const compiled = placesAndRules(policy, where);
  return { isSecretFile: secretTestOf(compiled), isProtectedPlace: protectedTestOf(compiled) };
}

export async function findWorkspaceSecrets(
  workspaceRoot: string,
  isSecret: SecretTest,
  limits: SecretSearchLimits = SECRET_SEARCH_LIMITS,
  isProtected?: SecretTest,
): Promise<FoundSecrets> {
  const found: FoundSecrets = { files: [], dirs: [], protected: [] };
  let seen = 0;
  let level: string[] = [workspaceRoot];
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    // A level's directories are read at once (the reads overlap in libuv's pool), then judged in order.
    const listings = await readLevel(level, limits.entries - seen);
    for (const [dir, entries] of listings) {
      for (const entry of entries) {
        if (++seen > limits.entries) {
          found.incomplete = `the search stopped after ${String(limits.entries)} entries`;
          return found;
        }
        const path = join(dir, entry.name);
        if (entry.isDirectory() && SKIPPED_DIRECTORIES.has(entry.name)) continue;
        if (isSecret(path)) {
          if (found.files.length + found.dirs.length >= limits.masks) {
            found.incomplete = `more than ${String(limits.masks)} secret files were found`;
            return found;
          }
          await addSecret(found, workspaceRoot, path);
          continue;
        }
        if (isProtected?.(path) === true) await addProtected(found, workspaceRoot, path);
        if (entry.isDirectory()) next.push(path);
      }
    }
    if (depth >= limits.depth && next.length > 0) {
      found.incomplete = `directories deeper than ${String(limits.depth)} levels were not searched`;
      return found;
    }
    level = next;
  }
  return found;
}

/** Directories read this many at a time. */
const READ_AHEAD = 64;

/** The entries of each directory, in order; stops reading once `budget` entries have come in. */
async function readLevel(dirs: readonly string[], budget: number): Promise<[string, Dirent[]][]> {
  const listings: [string, Dirent[]][] = [];
  let count = 0;
  for (let i = 0; i < dirs.length && count <= budget; i += READ_AHEAD) {
    const batch = dirs.slice(i, i + READ_AHEAD);
    const read = await Promise.all(
      batch.map((dir) => readdir(dir, { withFileTypes: true }).catch(() => [] as Dirent[])),
    );
    batch.forEach((dir, j) => {
      const entries = read[j] ?? [];
      count += entries.length;
      listings.push([dir, entries]);
    });
  }
  return listings;
}

/** A protected place (what a link names, when that is in the workspace), unless one above holds it. */
async function addProtected(found: FoundSecrets, workspaceRoot: string, path: string): Promise<void> {
  const target = await realpath(path).catch(() => undefined);
  if (target === undefined || !inside(workspaceRoot, target) || target.split(sep).includes(".git")) return;
  if (found.protected.some((place) => place === target || inside(place, target))) return;
  found.protected.push(target);
}

/** A secret, or the file a secret-named link points to when that is in the workspace too. */
async function addSecret(found: FoundSecrets, workspaceRoot: string, path: string): Promise<void> {
  // A link out of the workspace is not masked: what it names is either hidden already (the home
  // directory's credentials, the runner's files) or a system file a planted link must not blank.
  const target = await realpath(path).catch(() => undefined);
  if (target === undefined || !inside(workspaceRoot, target)) return;
  if (target.split(sep).includes(".git")) return;
  const kind = await stat(target).catch(() => undefined);
  if (kind?.isDirectory() === true) {
    if (!found.dirs.includes(target)) found.dirs.push(target);
  } else if (kind?.isFile() === true && !found.files.includes(target)) found.files.push(target);
}
