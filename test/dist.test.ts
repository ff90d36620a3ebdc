// dist/ is committed and must be exactly what `npm run bundle` produces from this source tree.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM script without type declarations
import { bundle } from "../scripts/bundle.mjs";
import { REPO_ROOT } from "./support/runner";
import packageJson from "../package.json" with { type: "json" };
import { VERSION } from "../src/version";

describe("dist", () => {
  it("equals a fresh bundle of the source (run `npm run bundle` and commit dist/ if this fails)", async () => {
    const out = await mkdtemp(join(tmpdir(), "steward-dist-"));
    try {
      await (bundle as (dir: string) => Promise<void>)(out);
      const fresh = (await readdir(out)).sort();
      const committed = (await readdir(join(REPO_ROOT, "dist"))).sort();
      expect(committed).toEqual(fresh);
      for (const file of fresh) {
        const [a, b] = await Promise.all([
          readFile(join(out, file), "utf8"),
          readFile(join(REPO_ROOT, "dist", file), "utf8"),
        ]);
        expect(b === a, `dist/${file} differs from a fresh bundle`).toBe(true);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it("is self-contained: no import of anything outside Node's built-ins", async () => {
    for (const file of ["index.js", "cli.js"]) {
      const text = await readFile(join(REPO_ROOT, "dist", file), "utf8");
      const specifiers = [
        ...text.matchAll(
          /\bfrom\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\brequire\(\s*["']([^"']+)["']\s*\)/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3] ?? "");
      const external = specifiers.filter(
        (s) => !s.startsWith("node:") && !s.startsWith("./") && !BUILTINS.has(s.split("/")[0] ?? ""),
      );
      expect(external, `dist/${file} imports packages at run time`).toEqual([]);
    }
  });

  it("carries the package version", () => {
    expect(VERSION).toBe(packageJson.version);
  });
});

const BUILTINS = new Set(
  "assert buffer child_process crypto dns events fs http https module net os path process stream string_decoder timers tls tty url util worker_threads zlib perf_hooks async_hooks diagnostics_channel querystring readline v8 vm http2 inspector console constants punycode".split(
    " ",
  ),
);
