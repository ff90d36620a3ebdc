// Where rg comes from: the vendored binary for this platform, found from the running file (from src/
// in tests, from dist/ in the action), then rg on PATH, never from a relative PATH entry.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileTypeMap } from "../../../src/tools/search/file-types";
import { ripgrepCandidates, vendoredPlatform } from "../../../src/tools/search/locate-ripgrep";
import { REPO_ROOT } from "../../support/runner";

let base: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), "steward-rg-")));
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function executable(path: string, body = "#!/bin/sh\necho fake\n"): Promise<string> {
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, body);
  await chmod(path, 0o755);
  return path;
}

const vendored = join(REPO_ROOT, "vendor", "ripgrep", vendoredPlatform(), "rg");
const hasVendored = ["linux-x64", "linux-arm64"].includes(vendoredPlatform());

describe("locating ripgrep", () => {
  it.runIf(hasVendored)("finds the vendored binary from src/ and from a bundle in dist/", async () => {
    expect((await ripgrepCandidates({ PATH: "" }))[0]).toBe(vendored);
    const fromDist = await ripgrepCandidates({ PATH: "" }, join(REPO_ROOT, "dist", "index.js"));
    expect(fromDist).toEqual([vendored]);
  });

  it("looks for vendor/ripgrep in the package the running file belongs to", async () => {
    const action = join(base, "action");
    await writeFile(join(await mkdirp(action), "package.json"), "{}");
    const rg = await executable(join(action, "vendor", "ripgrep", vendoredPlatform(), "rg"));
    expect(await ripgrepCandidates({ PATH: "" }, join(action, "dist", "index.js"))).toEqual([rg]);
  });

  it("then takes rg from absolute PATH entries only, and only an executable file", async () => {
    const nowhere = join(base, "nowhere", "dist", "index.js");
    const bin = await mkdirp(join(base, "bin"));
    const notExecutable = join(base, "plain", "rg");
    await mkdir(join(base, "plain"), { recursive: true });
    await writeFile(notExecutable, "not a program");
    const directory = await mkdirp(join(base, "dirs", "rg"));
    expect(directory).toContain("rg");
    const rg = await executable(join(bin, "rg"));
    const relativeDir = "workspace-bin";
    const PATH = [relativeDir, "", join(base, "plain"), join(base, "dirs"), bin].join(":");
    expect(await ripgrepCandidates({ PATH }, nowhere)).toEqual([rg]);
    expect(await ripgrepCandidates({ PATH: relativeDir }, nowhere)).toEqual([]);
  });
});

async function mkdirp(path: string): Promise<string> {
  await mkdir(path, { recursive: true });
  return path;
}

describe.runIf(hasVendored)("the vendored ripgrep", () => {
  it("matches SHA256SUMS", async () => {
    const sums = await readFile(join(REPO_ROOT, "vendor", "ripgrep", "SHA256SUMS"), "utf8");
    for (const line of sums.trim().split("\n")) {
      const [hash, name] = line.split(/\s+/) as [string, string];
      const bytes = await readFile(join(REPO_ROOT, "vendor", "ripgrep", name));
      expect(createHash("sha256").update(bytes).digest("hex"), name).toBe(hash);
    }
  });

  it("runs, and knows the file types the built-in search knows", () => {
    const list = execFileSync(vendored, ["--type-list"], { encoding: "utf8" });
    const types = new Map(
      list
        .trim()
        .split("\n")
        .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(": ") + 2).split(", ")]),
    );
    expect(new Map(fileTypeMap())).toEqual(types);
  });
});
