// Paths past PATH_MAX (4096 bytes on Linux). No lookup of such a path as a whole succeeds, yet a
// program reaches it from a directory near it and follows the links in it: a link 20 names down, as a
// checked-out repository can carry one, led `cat` to .git/config and to the sibling checkout while
// the judge, taking the failed lookup for a missing file, judged the rest as written and allowed it.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PolicyResolver } from "../../src/policy/resolver";
import { requestFromCase } from "../../src/policy/requests";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";
import { makeWorld, policyFrom, resolverFor } from "./support/world";

const world = makeWorld();
let resolver: PolicyResolver;
/** 19 names of 200 characters below deep/: about 3,860 characters, a link's name takes it past 4096. */
const LONG = "d".repeat(200);
const TO_GIT = "g".repeat(250);
const TO_SIBLING = "s".repeat(250);
/** The deepest directory, where the links are. */
let bottom = "";

beforeAll(async () => {
  // Built one name at a time, as an agent's shell or a checkout can; the links are relative.
  const up = "../".repeat(20);
  const build = [
    `const fs = require("fs");`,
    `for (const name of ["deep", ...Array(19).fill("${LONG}")]) { fs.mkdirSync(name); process.chdir(name); }`,
    `fs.symlinkSync("${up}.git", "${TO_GIT}");`,
    `fs.symlinkSync("${up}../app2", "${TO_SIBLING}");`,
    `process.stdout.write(process.cwd());`,
  ].join(" ");
  const made = spawnSync(process.execPath, ["-e", build], { cwd: world.root, encoding: "utf8" });
  if (made.status !== 0) throw new Error(`could not build the deep tree: ${made.stderr}`);
  bottom = made.stdout;
  world.file(join(world.sibling, "notes.txt"), "sibling\n");
  resolver = resolverFor(world, await policyFrom(world, ""), { analyzeShell: analyzeShellCommand });
});
afterAll(() => {
  // Node's rm gives up on paths past PATH_MAX; rm -r descends one name at a time.
  spawnSync("rm", ["-rf", join(world.root, "deep")]);
  world.cleanup();
});

const context = (cwd: string) => ({ cwd, workspaceRoot: world.root, home: world.home });

describe("a path past PATH_MAX", () => {
  it("is denied, named, when a command reaches a link there from a directory near it", async () => {
    for (const [command, read] of [
      [`cat ${TO_GIT}/config`, "extraheader"],
      [`cat ${TO_SIBLING}/notes.txt`, "sibling"],
    ] as const) {
      // The program does read through the link (what the judge must see).
      expect(spawnSync("sh", ["-c", command], { cwd: bottom, encoding: "utf8" }).stdout).toContain(read);
      const { decision } = await resolver.explain(requestFromCase("Bash", { command }, context(bottom)));
      expect(decision.behavior).toBe("deny");
      expect(decision.reason).toMatch(/characters\) could not be looked up \(ENAMETOOLONG\)/);
    }
  });

  it("is denied for the file tools too", async () => {
    const { decision } = await resolver.explain(
      requestFromCase("Read", { file_path: `${bottom}/${TO_SIBLING}/notes.txt` }, context(world.root)),
    );
    expect(decision.behavior).toBe("deny");
    expect(decision.reason).toMatch(/could not be looked up \(ENAMETOOLONG\)/);
  });

  it("denies a recursive read that follows links into it", async () => {
    const { decision } = await resolver.explain(
      requestFromCase("Bash", { command: "grep -R extraheader deep" }, context(world.root)),
    );
    expect(decision.behavior).toBe("deny");
  });
});

describe("a name over 255 bytes in a short path", () => {
  it("is judged as missing, as it is for every program (not denied as past PATH_MAX)", async () => {
    const name = "x".repeat(300);
    for (const command of [`cat ${name}`, `ls ${name}/*`, `touch src/${name}.ts`]) {
      const { decision } = await resolver.explain(requestFromCase("Bash", { command }, context(world.root)));
      expect(decision.reason).not.toMatch(/ENAMETOOLONG/);
    }
    const { decision } = await resolver.explain(
      requestFromCase("Read", { file_path: join(world.root, name) }, context(world.root)),
    );
    expect(decision.behavior).toBe("allow");
  });
});
