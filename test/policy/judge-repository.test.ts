// git's configuration as the judge reads it (src/policy/judge-repository.ts): never waiting on it.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { requestFromCase } from "../../src/policy/requests";
import { analyzeShellCommand } from "../../src/policy/shell/analyze";
import { makeWorld, policyFrom, resolverFor } from "./support/world";

it("denies printing remote URLs when git's configuration is a FIFO, without waiting on it", async () => {
  const piped = makeWorld();
  onTestFinished(() => piped.cleanup());
  const config = join(piped.root, ".git", "config");
  rmSync(config);
  expect(spawnSync("mkfifo", [config]).status).toBe(0);
  const rescuer = spawn(process.execPath, [
    "-e",
    `const fs = require("fs"); setInterval(() => { try { fs.closeSync(fs.openSync(${JSON.stringify(config)}, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK)); } catch {} }, 100);`,
  ]);
  onTestFinished(() => void rescuer.kill());
  const judge = resolverFor(piped, await policyFrom(piped, ""), { analyzeShell: analyzeShellCommand });
  const { decision } = await judge.explain(
    requestFromCase(
      "Bash",
      { command: "git remote -v" },
      { cwd: piped.root, workspaceRoot: piped.root, home: piped.home },
    ),
  );
  expect(decision.behavior).toBe("deny");
  expect(decision.reason).toMatch(/\.git\/config\) could not be read to check it/);
});
