// A workspace under attack, for the race tests: a real child process swaps places in the workspace
// between what they really are and symbolic links out of it (to a fake $HOME's credentials, to a
// directory outside), as fast as it can, while the real tools run through the policy and the same
// execution pipeline the agent uses. Everything outside is fingerprinted (bytes and mtimes) so a test
// can prove nothing there was read, written or created.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { lstat, mkdir, mkdtemp, readdir, readFile, realpath, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultPolicy } from "../../../src/policy/policy";
import { createPolicyResolver, type PolicyResolver } from "../../../src/policy/resolver";
import type { ToolContext } from "../../../src/tools/context";
import { executeToolCall, type ToolCallOutcome } from "../../../src/tools/execute";
import { FileReadState } from "../../../src/tools/file-state";
import { ToolRegistry } from "../../../src/tools/registry";
import { DeferredTools } from "../../../src/tools/session/deferred";
import { SessionPlanMode } from "../../../src/tools/session/plan";
import { plainShell } from "../../../src/tools/session/shell";
import { InMemoryTodoList } from "../../../src/tools/session/todos";
import type { AnyTool, ToolFeatures } from "../../../src/tools/tool";

/** One place the attacker flips: `slot` is either `parked` moved into place, or a link to `outside`. */
interface Slot {
  slot: string;
  parked: string;
  outside: string;
}

// Runs until killed. Every step can fail when a tool created something at the slot meanwhile (a
// Write that made the missing directory): that is cleared away and the flipping goes on. Each state
// lasts a random 0 to 2 ms (several hundred flips a second, landing anywhere in a call), except that
// one real state in ten lasts 30 ms: a call can then fall wholly inside it, and the allowed calls must
// still succeed, even on a loaded machine.
const SWAPPER = `
const fs = require("node:fs");
const slots = JSON.parse(process.argv[1]);

const cell = new Int32Array(new SharedArrayBuffer(4));
const hold = (ms) => Atomics.wait(cell, 0, 0, ms);
const toReal = (s) => {
  if (!fs.existsSync(s.parked)) return; // already in place
  try { fs.unlinkSync(s.slot); } catch {}
  try { fs.renameSync(s.parked, s.slot); }
  catch {
    try { fs.rmSync(s.slot, { recursive: true, force: true }); fs.renameSync(s.parked, s.slot); } catch {}
  }
};
const toOutside = (s) => {
  try { fs.renameSync(s.slot, s.parked); fs.symlinkSync(s.outside, s.slot); } catch {}
};
process.stdout.write("ready\\n");
for (;;) {
  for (const s of slots) toReal(s);
  hold(Math.random() < 0.1 ? 30 : Math.random() * 2);
  for (const s of slots) toOutside(s);
  hold(Math.random() * 2);
}
`;

export interface RaceBench {
  root: string;
  /** Tokens that exist only outside the workspace: no result may ever contain one. */
  secrets: readonly string[];
  /** Runs one call through the policy and the execution pipeline. */
  call(name: string, input: Record<string, unknown>): Promise<ToolCallOutcome>;
  text(outcome: ToolCallOutcome): string;
  /** Swaps every place for its link out of the workspace, at once (for a test's hook between steps). */
  toOutside(): void;
  /** Puts every place back as it really is. */
  toReal(): void;
  /** Starts the swapping process; resolves once it is flipping. */
  startSwapping(): Promise<void>;
  stopSwapping(): Promise<void>;
  /** Every file and directory outside the workspace, with its bytes and mtime. */
  outsideFingerprint(): Promise<string[]>;
  /** Puts the workspace back as it was (the parked places in place), after a scenario. */
  cleanup(): Promise<void>;
}

const FEATURES: ToolFeatures = { webSearch: false, deferLoading: false, agentDepth: 0, maxAgentDepth: 2 };

async function fingerprint(dir: string, into: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const info = await lstat(path);
    if (entry.isDirectory()) {
      into.push(`${path}/ mtime=${String(info.mtimeMs)}`);
      await fingerprint(path, into);
    } else {
      const bytes = entry.isFile() ? (await readFile(path)).toString("base64") : "(not a file)";
      into.push(`${path} mtime=${String(info.mtimeMs)} ${bytes}`);
    }
  }
}

function contextFor(
  root: string,
  home: string,
  resolver: PolicyResolver,
  registry: ToolRegistry,
): ToolContext {
  return {
    toolUseId: "toolu_race",
    workspaceRoot: root,
    cwd: root,
    signal: new AbortController().signal,
    files: new FileReadState(),
    progress: () => undefined,
    outputDir: join(root, "..", "output"),
    env: { PATH: process.env["PATH"] ?? "/usr/bin:/bin", HOME: home, LANG: "C.UTF-8" },
    canRead: (path) => resolver.canRead(path),
    mayAccess: (request) => resolver.mayAccess(request),
    session: {
      features: FEATURES,
      todos: new InMemoryTodoList(),
      plan: new SessionPlanMode(),
      deferredTools: new DeferredTools(registry.deferred(), true),
      shell: plainShell,
      shells: undefined,
      agents: undefined,
      web: undefined,
    },
  };
}

const NOTEBOOK = JSON.stringify({
  cells: [
    { cell_type: "code", id: "c1", metadata: {}, source: ["x = 1\n"], outputs: [], execution_count: null },
  ],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
});

/**
 * The workspace holds `file.txt` (a file, or a link to $HOME/.ssh/id_rsa) and `dir/` (a directory
 * holding notes.txt, nb.ipynb and a deeper directory, or a link to a directory outside holding files
 * of the same names).
 */
export async function raceBench(tools: readonly AnyTool[]): Promise<RaceBench> {
  const base = await realpath(await mkdtemp(join(tmpdir(), "steward-race-")));
  const root = join(base, "workspace");
  const home = join(base, "home");
  const outside = join(base, "outside");
  const park = join(root, ".park");
  const token = randomBytes(6).toString("hex");
  const secrets = [`HOMESECRET${token}`, `OUTSIDESECRET${token}`, `only-outside-${token}`];
  for (const dir of [
    join(home, ".ssh"),
    join(outside, "deeper"),
    join(park, "dir", "deeper"),
    join(base, "output"),
  ])
    await mkdir(dir, { recursive: true });
  await writeFile(join(home, ".ssh", "id_rsa"), `HOMESECRET${token} notes inside\n`);
  for (const dir of [outside, join(park, "dir")]) {
    const secret = dir === outside ? `OUTSIDESECRET${token} ` : "";
    await writeFile(join(dir, "notes.txt"), `${secret}notes inside\n`);
    await writeFile(join(dir, "deeper", "notes.txt"), `${secret}notes inside\n`);
    await writeFile(join(dir, "nb.ipynb"), NOTEBOOK.replace("x = 1", `${secret}x = 1`));
  }
  await writeFile(join(outside, `only-outside-${token}.txt`), `OUTSIDESECRET${token}\n`);
  await writeFile(join(park, "file.txt"), "notes inside\n");

  const slots: Slot[] = [
    { slot: join(root, "file.txt"), parked: join(park, "file.txt"), outside: join(home, ".ssh", "id_rsa") },
    { slot: join(root, "dir"), parked: join(park, "dir"), outside },
  ];
  const resolver = createPolicyResolver(defaultPolicy(), { workspaceRoot: root, home, policyFilePath: null });
  const registry = new ToolRegistry(tools, [], FEATURES);
  const context = contextFor(root, home, resolver, registry);
  let swapper: ChildProcess | undefined;
  let counter = 0;

  const bench: RaceBench = {
    root,
    secrets,
    call: (name, input) =>
      executeToolCall({ id: `toolu_${String(++counter)}`, name, input }, { registry, resolver, context }),
    text: (outcome) => {
      const content = outcome.result.content;
      return typeof content === "string"
        ? content
        : content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
    },
    toOutside() {
      for (const s of slots) {
        if (existsSync(s.parked)) continue; // already swapped
        renameSync(s.slot, s.parked);
        symlinkSync(s.outside, s.slot);
      }
    },
    toReal() {
      for (const s of slots) {
        if (!existsSync(s.parked)) continue; // already in place
        // A Write may have made a directory where the link was (it never follows the link).
        rmSync(s.slot, { recursive: true, force: true });
        renameSync(s.parked, s.slot);
      }
    },
    async startSwapping() {
      const child = spawn(process.execPath, ["-e", SWAPPER, JSON.stringify(slots)], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      swapper = child;
      await new Promise<void>((resolve, reject) => {
        child.once("error", reject);
        child.stdout?.once("data", () => resolve());
      });
    },
    async stopSwapping() {
      const child = swapper;
      swapper = undefined;
      if (child === undefined) return;
      // A swapper that died early leaves a race that never happened: the test must not pass on it.
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`the swapping process ended early (${String(child.exitCode ?? child.signalCode)})`);
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    async outsideFingerprint() {
      const into: string[] = [];
      await fingerprint(home, into);
      await fingerprint(outside, into);
      return into.sort();
    },
    async cleanup() {
      await bench.stopSwapping().catch(() => undefined);
      await rm(base, { recursive: true, force: true });
    },
  };
  return bench;
}

/**
 * Calls each attempt in turns until `ms` have passed and each has made `minTries` tries (on a loaded
 * machine that takes longer; never more than four times `ms`). An attempt answers undefined when it
 * could not even try (its preparatory read lost the race). Returns the tries and wins of each label.
 */
export async function raceFor(
  ms: number,
  attempts: Record<string, () => Promise<boolean | undefined>>,
  minTries = 20,
): Promise<Record<string, { tries: number; wins: number }>> {
  const tally: Record<string, { tries: number; wins: number }> = {};
  for (const label of Object.keys(attempts)) tally[label] = { tries: 0, wins: 0 };
  const start = Date.now();
  const enough = () =>
    Date.now() - start >= 4 * ms ||
    (Date.now() - start >= ms && Object.values(tally).every((t) => t.tries >= minTries));
  while (!enough())
    for (const [label, attempt] of Object.entries(attempts)) {
      const entry = tally[label] as { tries: number; wins: number };
      const won = await attempt();
      if (won === undefined) continue;
      entry.tries += 1;
      if (won) entry.wins += 1;
    }
  return tally;
}
