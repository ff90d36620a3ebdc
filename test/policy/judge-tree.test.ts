// The recursive-read walk (src/policy/judge-tree.ts) on trees it cannot fully look at: what it
// cannot list, it denies unless the program could not list it either.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { PolicyResolver } from "../../src/policy/resolver";
import { requestFromCase } from "../../src/policy/requests";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";
import { makeWorld, policyFrom, resolverFor } from "./support/world";

const world = makeWorld();
let resolver: PolicyResolver;
/** A name of 200 characters: 21 of them nested pass Linux's PATH_MAX (4096). */
const LONG = "d".repeat(200);

beforeAll(async () => {
  // Built one name at a time, as an agent's shell can: no single path given to a call is too long.
  const build = `const fs = require("fs"); for (const name of ["deep", ...Array(22).fill("${LONG}")]) { fs.mkdirSync(name); process.chdir(name); } fs.writeFileSync(".env", "KEY=1\\n");`;
  const made = spawnSync(process.execPath, ["-e", build], { cwd: world.root, encoding: "utf8" });
  if (made.status !== 0) throw new Error(`could not build the deep tree: ${made.stderr}`);
  world.file("locked/.env", "KEY=1\n");
  resolver = resolverFor(world, await policyFrom(world, ""), { analyzeShell: analyzeShellCommand });
});
afterAll(() => {
  // Node's rm gives up on paths past PATH_MAX; rm -r descends one name at a time.
  if (existsSync(join(world.root, "locked"))) chmodSync(join(world.root, "locked"), 0o755);
  spawnSync("rm", ["-rf", join(world.root, "deep")]);
  world.cleanup();
});

const treeStep = async (command: string) =>
  (
    await resolver.explain(
      requestFromCase("Bash", { command }, { cwd: world.root, workspaceRoot: world.root, home: world.home }),
    )
  ).steps.find((s) => s.part.includes("every file below"));

describe("a directory the walk cannot list", () => {
  it("is denied, named, when the program could still read below it (a path past PATH_MAX)", async () => {
    // grep -r descends one name at a time and reads the .env at the bottom.
    const grep = spawnSync("grep", ["-r", "KEY", "deep"], { cwd: world.root, encoding: "utf8" });
    expect(grep.stdout).toContain("KEY=1");
    const step = await treeStep("grep -r KEY deep");
    expect(step?.outcome).toBe("deny");
    expect(step?.why).toMatch(/could not be listed to judge what is below it \(ENAMETOOLONG\)/);
  });

  it("is passed over when the program cannot list it either (no permission)", async () => {
    chmodSync(join(world.root, "locked"), 0o000);
    // As root every directory can be listed: the walk then sees the .env and denies for it.
    const listable = existsSync(join(world.root, "locked", ".env"));
    const step = await treeStep("grep -r KEY locked");
    if (listable) expect(step?.why).toMatch(/locked\/\.env/);
    else expect(step).toBeUndefined();
  });
});

describe("a pattern the judge cannot expand", () => {
  it("is refused when the shell, listing relative to its directory, still could", async () => {
    // The working directory 19 names down (about 3,900 characters): the shell lists `ddd…/*`
    // relative to it, the judge the whole path, past PATH_MAX.
    const cwd = join(world.root, "deep", ...Array<string>(19).fill(LONG));
    const decision = await resolver.explain(
      requestFromCase(
        "Bash",
        { command: `cat ${LONG}/${LONG}/${LONG}/*` },
        { cwd, workspaceRoot: world.root, home: world.home },
      ),
    );
    expect(decision.decision.behavior).toBe("deny");
    expect(JSON.stringify(decision)).toMatch(/could not be expanded: listing [^"]* failed \(ENAMETOOLONG\)/);
  });
});

describe("an ignore file that is a FIFO", () => {
  it("is not opened to wait for a writer, and is taken to negate (hidden files are checked)", async () => {
    world.file("piped/.env", "KEY=1\n");
    world.file("piped/a.txt", "hello\n");
    const fifo = join(world.root, "piped", ".gitignore");
    expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
    // Should the judge open the FIFO and wait (the bug), this process keeps opening it for writing and
    // closing it, so the wait ends (an empty file, no negation) instead of hanging the suite.
    const rescuer = spawn(process.execPath, [
      "-e",
      `const fs = require("fs"); setInterval(() => { try { fs.closeSync(fs.openSync(${JSON.stringify(fifo)}, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK)); } catch {} }, 100);`,
    ]);
    onTestFinished(() => void rescuer.kill());
    // ripgrep skips hidden files unless an ignore file negates; an unreadable one may, so .env is judged.
    const step = await treeStep("rg hello piped");
    expect(step?.outcome).toBe("deny");
    expect(step?.why).toMatch(/piped\/\.env/);
  });
});
