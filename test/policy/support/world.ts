// A real filesystem for policy tests: a workspace (/…/w/app) with secrets, git internals and
// workflows, a sibling (/…/w/app2) for prefix-of-path cases, and a home directory with credentials.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { loadPolicy } from "../../../src/policy/load";
import type { Policy } from "../../../src/policy/policy";
import type { PolicyDecision } from "../../../src/policy/requests";
import { requestFromCase } from "../../../src/policy/requests";
import {
  createPolicyResolver,
  type PolicyResolver,
  type ResolverOptions,
} from "../../../src/policy/resolver";
import { fakeAnalyzeShellCommand } from "./fake-shell";

export interface World {
  base: string;
  root: string;
  home: string;
  sibling: string;
  runnerTemp: string;
  cleanup(): void;
  file(path: string, content?: string): string;
  link(path: string, target: string): string;
}

export function makeWorld(): World {
  const base = realpathSync(mkdtempSync(join(tmpdir(), "steward-policy-")));
  const root = join(base, "w", "app");
  const home = join(base, "home");
  const sibling = join(base, "w", "app2");
  const runnerTemp = join(base, "runner-temp");
  const file = (path: string, content = "x\n") => {
    const full = path.startsWith("/") ? path : join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
    return full;
  };
  const link = (path: string, target: string) => {
    const full = path.startsWith("/") ? path : join(root, path);
    mkdirSync(dirname(full), { recursive: true });
    symlinkSync(target, full);
    return full;
  };
  for (const f of [
    "src/a.ts",
    "src/x.ts",
    "README.md",
    ".env",
    ".env.example",
    "config/prod.json",
    "docs/guide.md",
    "certs/dev.pem",
  ])
    file(f);
  file(".git/config", "[http]\n\textraheader = AUTHORIZATION: basic secret\n");
  file(".git/HEAD", "ref: refs/heads/main\n");
  file(".git/hooks/pre-commit.sample");
  file(".github/workflows/ci.yml");
  file(".github/ISSUE_TEMPLATE/bug.md");
  file(".claude/settings.json", "{}\n");
  file(join(sibling, "secret"));
  file(join(home, ".ssh/id_rsa"), "PRIVATE KEY\n");
  file(join(home, ".profile"));
  file(join(home, "notes.txt"));
  file(join(runnerTemp, "_runner_file_commands/set_env_1"));
  file(join(runnerTemp, "steward/output-1.txt"));
  return {
    base,
    root,
    home,
    sibling,
    runnerTemp,
    file,
    link,
    cleanup: () => rmSync(base, { recursive: true, force: true }),
  };
}

export const policyPath = (world: World) => join(world.root, ".github", "steward.yml");

export async function policyFrom(world: World, text: string): Promise<Policy> {
  return loadPolicy({
    text,
    path: policyPath(world),
    workspaceRoot: world.root,
    home: world.home,
    analyzeShell: fakeAnalyzeShellCommand,
  });
}

export function resolverFor(
  world: World,
  policy: Policy,
  options: Partial<ResolverOptions> = {},
): PolicyResolver {
  return createPolicyResolver(policy, {
    workspaceRoot: world.root,
    home: world.home,
    policyFilePath: policyPath(world),
    runnerFiles: [world.runnerTemp],
    readableDirs: [join(world.runnerTemp, "steward")],
    analyzeShell: fakeAnalyzeShellCommand,
    ...options,
  });
}

export interface Decider {
  (tool: string, input: Record<string, unknown>, cwd?: string): Promise<PolicyDecision>;
  resolver: PolicyResolver;
}

export function decider(world: World, resolver: PolicyResolver): Decider {
  const decide = (async (tool, input, cwd) =>
    resolver.decide(
      requestFromCase(tool, input, { cwd: cwd ?? world.root, workspaceRoot: world.root, home: world.home }),
    )) as Decider;
  decide.resolver = resolver;
  return decide;
}

/** The policy of ../shared/reference/attack-classes.md. */
export const ATTACK_POLICY = `
permissions:
  allow:
    - "Bash(git log:*)"
    - "Bash(git diff:*)"
    - "Bash(cat:*)"
    - "Bash(grep:*)"
    - "Bash(find:*)"
    - "Bash(sed -n:*)"
    - "Bash(echo:*)"
    - "Bash(npm test)"
    - "WebFetch(domain:docs.example.org)"
`;

export type Expect = "allow" | "deny";
export type Row = [label: string, tool: string, input: Record<string, unknown>, expected: Expect];
