// dist/ is committed and must be exactly what `npm run bundle` produces from this source tree, and it
// must run with no node_modules anywhere: the runner executes it straight from the action's checkout.
// The fresh bundle is the one the test run made for the end-to-end tests (test/support/bundle-setup.ts).
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import packageJson from "../package.json" with { type: "json" };
import { VERSION } from "../src/version";
import { bundleRoot, METAFILE, REPO_ROOT } from "./support/bundle";

const exec = promisify(execFile);
const DIST = join(REPO_ROOT, "dist");
// bundleRoot() throws outside the e2e project, whose setup bundles: dist/ is never compared with itself.
const fresh = join(bundleRoot(), "dist");
let metafile: Metafile;

beforeAll(async () => {
  metafile = JSON.parse(await readFile(join(bundleRoot(), METAFILE), "utf8")) as Metafile;
});

describe("dist", () => {
  it("equals a fresh bundle of the source (run `npm run bundle` and commit dist/ if this fails)", async () => {
    const files = (await readdir(fresh)).sort();
    expect((await readdir(DIST)).sort()).toEqual(files);
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(join(fresh, file)), readFile(join(DIST, file))]);
      expect(b.equals(a), `dist/${file} differs from a fresh bundle`).toBe(true);
    }
  });

  it("leaves nothing but Node's built-ins outside the bundle", () => {
    const builtins = new Set(builtinModules);
    const external = Object.entries(metafile.outputs).flatMap(([output, info]) =>
      info.imports
        .filter((i) => i.external && !i.path.startsWith("node:") && !builtins.has(i.path))
        .map((i) => `${output} imports ${i.path}`),
    );
    expect(external).toEqual([]);
  });

  it("runs from a copy with no node_modules anywhere above it", async () => {
    const copy = await mkdtemp(join(tmpdir(), "steward-dist-copy-"));
    try {
      await cp(DIST, join(copy, "dist"), { recursive: true });
      // The ES-module marker the action's own package.json provides.
      await cp(join(REPO_ROOT, "package.json"), join(copy, "package.json"));
      const { stdout } = await exec(process.execPath, [join(copy, "dist/cli.js"), "--version"], {
        cwd: copy,
      });
      expect(stdout.trim()).toBe(VERSION);
      // Every chunk loads, so no lazily imported part is missing a dependency.
      const chunks = (await readdir(join(copy, "dist"))).filter((f) => f.startsWith("chunk-"));
      const loader = chunks.map((c) => `await import(${JSON.stringify(join(copy, "dist", c))});`).join("\n");
      await exec(process.execPath, ["--input-type=module", "-e", loader], { cwd: copy });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it("carries the package version", () => {
    expect(VERSION).toBe(packageJson.version);
  });
});
