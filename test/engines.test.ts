// steward's Node range (package.json `engines`, the README's claim) against what its runtime
// dependencies declare. steward supports Node 20.19 and newer (the action runs on node24, the CLI on
// whatever Node the user has, this suite on the machine's: Node 20 here). A dependency that declares a
// later minimum is either replaced or listed below with the reason it is kept and what proves it
// works on our minimum; a new one fails this test until someone decides.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./support/bundle";

interface Manifest {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
}

const readManifest = async (dir: string): Promise<Manifest> =>
  JSON.parse(await readFile(join(dir, "package.json"), "utf8")) as Manifest;

/** Dependencies whose declared minimum is above ours, kept on purpose: why, and what runs them on ours. */
const ABOVE_OUR_MINIMUM: Record<string, string> = {
  // Declares Node ≥ 22. steward loads it lazily for getDocumentProxy only (PDF.js without worker or
  // eval), and test/tools/read.test.ts ("Read: PDFs") reads real PDFs through it on this suite's Node.
  unpdf: "PDF text for Read, proven on our minimum by the Read tests",
  // Declares Node ≥ 22. steward runs only the rules' scanners in its own host (no secretlint engine or
  // CLI), and test/report/secretlint.test.ts and redact.test.ts run every rule on this suite's Node.
  "@secretlint/secretlint-rule-preset-recommend": "secret patterns for the redactor, proven by its tests",
};

describe("Node versions", async () => {
  const ours = await readManifest(REPO_ROOT);
  const range = ours.engines?.node ?? "";
  const minimum = semver.minVersion(range)?.version ?? "";

  it("declares a Node range with a minimum that the README states", async () => {
    expect(minimum).toBe("20.19.0");
    const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
    expect(readme).toContain(`Node ${semver.major(minimum)}.${semver.minor(minimum)} or newer`);
  });

  it("runs on the Node this suite runs on", () => {
    expect(semver.satisfies(process.version, range)).toBe(true);
  });

  it("has only runtime dependencies that support our minimum, or are listed with their reason", async () => {
    const above: string[] = [];
    for (const name of Object.keys(ours.dependencies ?? {})) {
      const declared = (await readManifest(join(REPO_ROOT, "node_modules", name))).engines?.node;
      if (declared !== undefined && !semver.satisfies(minimum, declared)) above.push(name);
    }
    expect(above.sort()).toEqual(Object.keys(ABOVE_OUR_MINIMUM).sort());
  });
});
