// The example workflows (examples/workflows/) and the YAML in the README and docs/ are what users copy:
// each must parse, be a plausible workflow, use only inputs action.yml declares, pin every third-party
// action to a full commit SHA, ask for the least permissions, keep the checkout's token out of
// .git/config, and run one steward at a time per issue, pull request, branch or task.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { REPO_ROOT } from "./support/runner";

const EXAMPLES = join(REPO_ROOT, "examples", "workflows");
/** How the examples and docs name steward itself (a placeholder the user replaces and pins). */
const STEWARD_USES = "your-org/steward@v0";
/** Scopes a steward job may write; everything else is read or none. */
const WRITABLE = new Set(["contents", "issues", "pull-requests"]);
const SCOPES = new Set([
  "actions",
  "attestations",
  "checks",
  "contents",
  "deployments",
  "discussions",
  "id-token",
  "issues",
  "models",
  "packages",
  "pages",
  "pull-requests",
  "security-events",
  "statuses",
]);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

async function actionInputs(): Promise<Set<string>> {
  const action = parse(await readFile(join(REPO_ROOT, "action.yml"), "utf8")) as { inputs: Json };
  return new Set(Object.keys(action.inputs));
}

/** Everything wrong with `permissions` as least privilege; [] when it is fine. */
function permissionProblems(permissions: unknown, where: string): string[] {
  if (typeof permissions === "string")
    return [`${where}: permissions '${permissions}' grants every scope; list the scopes instead`];
  if (!isObject(permissions)) return [`${where}: permissions must be a mapping of scopes`];
  return Object.entries(permissions).flatMap(([scope, level]) => {
    if (!SCOPES.has(scope)) return [`${where}: unknown permission scope '${scope}'`];
    if (level !== "read" && level !== "write" && level !== "none")
      return [`${where}: ${scope} is '${String(level)}'; expected read, write or none`];
    if (level === "write" && !WRITABLE.has(scope))
      return [`${where}: ${scope}: write is more than steward needs`];
    return [];
  });
}

/** Everything wrong with one workflow document; [] when it passes. */
function workflowProblems(workflow: unknown, raw: string, inputs: Set<string>): string[] {
  if (!isObject(workflow)) return ["not a mapping"];
  const problems: string[] = [];
  if (workflow["on"] === undefined) problems.push("no 'on:' (the events that start it)");
  const jobs = workflow["jobs"];
  if (!isObject(jobs) || Object.keys(jobs).length === 0) return [...problems, "no jobs"];
  if (workflow["permissions"] === undefined) problems.push("no top-level 'permissions:'");
  else problems.push(...permissionProblems(workflow["permissions"], "top level"));

  for (const [name, job] of Object.entries(jobs)) {
    if (!isObject(job)) {
      problems.push(`job ${name} is not a mapping`);
      continue;
    }
    if (typeof job["runs-on"] !== "string") problems.push(`job ${name}: no runs-on`);
    if (job["permissions"] !== undefined)
      problems.push(...permissionProblems(job["permissions"], `job ${name}`));
    const steps = job["steps"];
    if (!Array.isArray(steps) || steps.length === 0) {
      problems.push(`job ${name}: no steps`);
      continue;
    }
    const uses = steps.filter(isObject).map((step) => ({ step, uses: step["uses"] }));
    const stewardAt = uses.findIndex(({ uses: u }) => u === STEWARD_USES);
    const checkoutAt = uses.findIndex(
      ({ uses: u }) => typeof u === "string" && u.startsWith("actions/checkout@"),
    );
    if (stewardAt === -1) continue;
    if (checkoutAt === -1 || checkoutAt > stewardAt)
      problems.push(`job ${name}: actions/checkout must run before steward`);
    const concurrency = job["concurrency"] ?? workflow["concurrency"];
    const group = isObject(concurrency) ? concurrency["group"] : concurrency;
    if (typeof group !== "string" || !group.includes("${{"))
      problems.push(`job ${name}: no concurrency group per issue, pull request, branch or task`);
    const steward = uses[stewardAt]?.step ?? {};
    const withKeys = isObject(steward["with"]) ? Object.keys(steward["with"]) : [];
    for (const key of withKeys)
      if (!inputs.has(key)) problems.push(`job ${name}: steward has no input '${key}'`);
    if (!withKeys.includes("anthropic-api-key"))
      problems.push(`job ${name}: steward needs anthropic-api-key from a secret`);
    for (const { step, uses: u } of uses) {
      if (typeof u !== "string" || u === STEWARD_USES || u.startsWith("./")) continue;
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(u))
        problems.push(`job ${name}: '${u}' is not pinned to a full commit SHA`);
      else if (!new RegExp(`uses: ${u.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} # v\\d`).test(raw))
        problems.push(`job ${name}: '${u}' has no '# vX.Y.Z' comment naming the version`);
      if (u.startsWith("actions/checkout@")) {
        const options = isObject(step["with"]) ? step["with"] : {};
        if (options["persist-credentials"] !== false)
          problems.push(`job ${name}: actions/checkout needs persist-credentials: false`);
      }
    }
  }
  return problems;
}

/** The ```yaml blocks of a markdown file. */
function yamlBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```ya?ml\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? "");
}

async function markdownFiles(): Promise<string[]> {
  const docs = (await readdir(join(REPO_ROOT, "docs"))).filter((name) => name.endsWith(".md"));
  return ["README.md", ...docs.map((name) => join("docs", name))];
}

describe("example workflows", async () => {
  const names = (await readdir(EXAMPLES)).filter((name) => name.endsWith(".yml")).sort();
  const inputs = await actionInputs();

  it("are the five documented ones", () => {
    expect(names).toEqual([
      "ci-fixup.yml",
      "comment-bot.yml",
      "nightly-maintenance.yml",
      "pr-review.yml",
      "signed-app-token.yml",
    ]);
  });

  it.each(names)("%s is a least-privilege, pinned workflow using real inputs", async (name) => {
    const raw = await readFile(join(EXAMPLES, name), "utf8");
    expect(workflowProblems(parse(raw), raw, inputs)).toEqual([]);
  });
});

describe("the checks catch what they are for", async () => {
  const inputs = await actionInputs();
  const good = await readFile(join(EXAMPLES, "comment-bot.yml"), "utf8");
  const cases: [string, string, RegExp][] = [
    [
      "an unknown input",
      good.replace("          timeout-minutes: 30", "          timeout: 30"),
      /no input 'timeout'/,
    ],
    ["a tag instead of a SHA", good.replace(/checkout@[0-9a-f]{40}/, "checkout@v5"), /not pinned/],
    ["a SHA without its version", good.replace(/ # v5\.0\.0/, ""), /no '# vX\.Y\.Z' comment/],
    ["write-all", good.replace("permissions: {}", "permissions: write-all"), /grants every scope/],
    ["a write beyond need", good.replace("issues: write", "actions: write"), /actions: write is more/],
    ["persisted credentials", good.replace("persist-credentials: false", "fetch-depth: 1"), /persist-cred/],
    ["no concurrency", good.replace(/ {4}concurrency:\n.*\n.*\n/, ""), /no concurrency group/],
  ];
  it.each(cases)("%s", (_, raw, problem) => {
    expect(workflowProblems(parse(raw), raw, inputs).join("\n")).toMatch(problem);
  });
});

describe("YAML in the README and docs/", async () => {
  const files = await markdownFiles();
  const inputs = await actionInputs();

  it.each(files)("%s: every yaml block parses, and every workflow in it passes the checks", async (file) => {
    const markdown = await readFile(join(REPO_ROOT, file), "utf8");
    for (const block of yamlBlocks(markdown)) {
      const value: unknown = parse(block);
      if (isObject(value) && value["jobs"] !== undefined)
        expect(workflowProblems(value, block, inputs), block).toEqual([]);
    }
  });

  it("the README shows a workflow", async () => {
    const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
    expect(yamlBlocks(readme).some((block) => isObject(parse(block)) && /\njobs:/.test(block))).toBe(true);
  });
});
