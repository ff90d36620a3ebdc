import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  createPolicyResolver,
  defaultPolicy,
  specialPlaces
} from "./chunk-3SJUVUHN.js";

// src/sandbox/secrets.ts
import { readdir, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
var SECRET_SEARCH_LIMITS = { depth: 8, entries: 2e4, masks: 200 };
var SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set([".git", "node_modules"]);
function placesAndRules(policy, where) {
  let compiled;
  return () => compiled ??= {
    places: specialPlaces({ homes: [], configFiles: [], runnerFiles: [], readableDirs: [] }),
    resolver: createPolicyResolver(policy, {
      workspaceRoot: where.workspaceRoot,
      home: where.home,
      policyFilePath: where.policyFilePath ?? null
    })
  };
}
function policySecretTest(policy, where) {
  return secretTestOf(placesAndRules(policy, where));
}
function secretTestOf(compiled) {
  return (path) => {
    const { places, resolver } = compiled();
    return places.placesOf(path, "read").length > 0 && !resolver.canRead(path);
  };
}
var defaultSecretTest = (workspaceRoot, home) => policySecretTest(defaultPolicy(), { workspaceRoot, home });
var inside = (root, path) => path.startsWith(root + sep);
function policyProtectedTest(policy, where) {
  return protectedTestOf(placesAndRules(policy, where));
}
function protectedTestOf(compiled) {
  return (path) => {
    if (path.split(sep).includes(".git")) return false;
    const { places, resolver } = compiled();
    return places.placesOf(path, "write").some((place) => place.guards === "write") && !resolver.canWrite(path, { inside: true });
  };
}
var defaultProtectedTest = (workspaceRoot, home) => policyProtectedTest(defaultPolicy(), { workspaceRoot, home });
function policyPlaceTests(policy, where) {
  const compiled = placesAndRules(policy, where);
  return { isSecretFile: secretTestOf(compiled), isProtectedPlace: protectedTestOf(compiled) };
}
async function findWorkspaceSecrets(workspaceRoot, isSecret, limits = SECRET_SEARCH_LIMITS, isProtected) {
  const found = { files: [], dirs: [], protected: [] };
  let seen = 0;
  let level = [workspaceRoot];
  for (let depth = 1; level.length > 0; depth++) {
    const next = [];
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
var READ_AHEAD = 64;
async function readLevel(dirs, budget) {
  const listings = [];
  let count = 0;
  for (let i = 0; i < dirs.length && count <= budget; i += READ_AHEAD) {
    const batch = dirs.slice(i, i + READ_AHEAD);
    const read = await Promise.all(
      batch.map((dir) => readdir(dir, { withFileTypes: true }).catch(() => []))
    );
    batch.forEach((dir, j) => {
      const entries = read[j] ?? [];
      count += entries.length;
      listings.push([dir, entries]);
    });
  }
  return listings;
}
async function addProtected(found, workspaceRoot, path) {
  const target = await realpath(path).catch(() => void 0);
  if (target === void 0 || !inside(workspaceRoot, target) || target.split(sep).includes(".git")) return;
  if (found.protected.some((place) => place === target || inside(place, target))) return;
  found.protected.push(target);
}
async function addSecret(found, workspaceRoot, path) {
  const target = await realpath(path).catch(() => void 0);
  if (target === void 0 || !inside(workspaceRoot, target)) return;
  if (target.split(sep).includes(".git")) return;
  const kind = await stat(target).catch(() => void 0);
  if (kind?.isDirectory() === true) {
    if (!found.dirs.includes(target)) found.dirs.push(target);
  } else if (kind?.isFile() === true && !found.files.includes(target)) found.files.push(target);
}

export {
  SECRET_SEARCH_LIMITS,
  defaultSecretTest,
  defaultProtectedTest,
  policyPlaceTests,
  findWorkspaceSecrets
};
