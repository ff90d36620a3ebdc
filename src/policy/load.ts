// Loading a policy file (`.github/steward.yml` by default; YAML or JSON): every key checked, every rule
// parsed, every problem reported with file, line and column, and the policy's own examples run before
// it is used. A policy with any problem is refused as a whole: half a policy is not a safe policy.
import { readFileSync } from "node:fs";
import { homedir } from "node:os";
import { basename, dirname, isAbsolute, join, resolve } from "node:path";
import type { Node } from "yaml";
import { ipLiteralOf } from "./addresses";
import { passthroughProblem } from "./env";
import type { AnalyzeShell } from "./judge";
import {
  defaultPolicy,
  type Policy,
  type PolicyExample,
  type Preset,
  PRESETS,
  SANDBOX_MODES,
  SANDBOX_NETWORK,
  type SandboxMode,
  type SandboxNetwork,
  type SandboxSettings,
} from "./policy";
import { requestFromCase, summarizeInput } from "./requests";
import { createPolicyResolver } from "./resolver";
import { parseRule, type Rule, type RuleDecision } from "./rules";
import { PolicyLoadError } from "./issues";
// Type only: the YAML parser behind it loads when a policy file is actually read (see loadPolicy).
import type { SourceDocument } from "./source";
import { canonicalToolName, closest } from "./tools";
import { parseDomainPattern } from "./urls";

/** Every key the loader accepts, by place; the JSON Schema test holds schema/policy.schema.json to it. */
export const POLICY_KEYS = {
  top: ["$schema", "extends", "permissions", "imports", "env", "sandbox", "examples"],
  permissions: ["allow", "ask", "deny"],
  env: ["passthrough"],
  sandbox: ["mode", "network", "allowedDomains", "filesystem"],
  sandboxFilesystem: ["allowWrite"],
  example: ["tool", "input", "expect", "name"],
} as const;

const DECISIONS: readonly RuleDecision[] = ["allow", "ask", "deny"];

export interface LoadOptions {
  /** The policy text (YAML or JSON). */
  text: string;
  /** The file it came from, as errors should name it. */
  path: string;
  /** The repository root; by default the directory holding `.github/` (or the file's directory). */
  workspaceRoot?: string;
  /** Home directory for `~/` rules in examples; default the current user's. */
  home?: string;
  /**
   * Reads an imported settings file (absolute path); undefined when it does not exist. The action reads
   * it at the trusted commit (a git call), so the answer may come later.
   */
  readFile?: (path: string) => string | undefined | Promise<string | undefined>;
  /** The shell analysis used to check Bash examples. */
  analyzeShell?: AnalyzeShell;
}

/** The repository a policy file belongs to: the parent of its `.github/` or `.claude/` directory. */
export function repositoryRootOf(path: string): string {
  const absolute = resolve(path);
  const dir = dirname(absolute);
  const parent = basename(dir);
  return parent === ".github" || parent === ".claude" ? dirname(dir) : dir;
}

function knownKey(
  doc: SourceDocument,
  key: string,
  node: Node,
  known: readonly string[],
  where: string,
): boolean {
  if (known.includes(key)) return true;
  const hint = closest(key, known);
  doc.issue(
    node,
    `unknown key ${JSON.stringify(key)} in ${where}${hint === undefined ? "" : ` (did you mean "${hint}"?)`}; the keys here are ${known.join(", ")}`,
  );
  return false;
}

function readRules(doc: SourceDocument, node: Node | null, decision: RuleDecision, where: string): Rule[] {
  const items = doc.items(node, `${where}.${decision}`);
  if (items === undefined) return [];
  const rules: Rule[] = [];
  items.forEach((item, index) => {
    const text = doc.string(item);
    if (text === undefined) {
      doc.issue(
        item,
        `${where}.${decision}[${String(index)}] must be a rule string such as "Bash(npm test)", got ${doc.describe(item)}`,
      );
      return;
    }
    const parsed = parseRule(text);
    if (!parsed.ok) {
      doc.issue(item, parsed.error);
      return;
    }
    rules.push({ text: text.trim(), decision, source: doc.sourceOf(item), matcher: parsed.value });
  });
  return rules;
}

type RuleLists = Record<RuleDecision, Rule[]>;

function readPermissions(doc: SourceDocument, node: Node | null, strictKeys: boolean, into: RuleLists): void {
  const entries = doc.entries(node, "permissions");
  for (const entry of entries ?? []) {
    if (DECISIONS.includes(entry.key as RuleDecision)) {
      into[entry.key as RuleDecision].push(
        ...readRules(doc, entry.value, entry.key as RuleDecision, "permissions"),
      );
    } else if (strictKeys) {
      knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.permissions, "permissions");
    }
    // Imported Claude Code settings carry other permission keys (defaultMode, additionalDirectories);
    // they mean nothing without a person at the keyboard and are left out.
  }
}

function readStrings(doc: SourceDocument, node: Node | null, what: string): { value: string; node: Node }[] {
  const items = doc.items(node, what) ?? [];
  const strings: { value: string; node: Node }[] = [];
  items.forEach((item, index) => {
    const value = doc.string(item);
    if (value === undefined)
      doc.issue(item, `${what}[${String(index)}] must be a string, got ${doc.describe(item)}`);
    else strings.push({ value, node: item });
  });
  return strings;
}

function readChoice<T extends string>(
  doc: SourceDocument,
  node: Node | null,
  fallback: Node,
  what: string,
  choices: readonly T[],
): T | undefined {
  const value = doc.string(node);
  if (value !== undefined && (choices as readonly string[]).includes(value)) return value as T;
  doc.issue(node ?? fallback, `${what} must be one of ${choices.join(", ")}, got ${doc.describe(node)}`);
  return undefined;
}

function readAllowWrite(doc: SourceDocument, node: Node | null): string[] {
  const paths: string[] = [];
  for (const item of readStrings(doc, node, "sandbox.filesystem.allowWrite")) {
    const path = item.value;
    // `~/` is the home directory of the run, resolved when the sandbox is laid out.
    const absolute = path.startsWith("~/") ? path.slice(1) : path;
    if (!isAbsolute(absolute) || resolve(absolute) !== absolute.replace(/(.)\/+$/, "$1"))
      doc.issue(
        item.node,
        `sandbox.filesystem.allowWrite: ${JSON.stringify(path)} must be an absolute path or start with ~/, without . or .. parts`,
      );
    else if (resolve(absolute) === "/")
      doc.issue(
        item.node,
        `sandbox.filesystem.allowWrite: ${JSON.stringify(path)} would make the whole ${path.startsWith("~") ? "home directory" : "machine"} writable; name the directories`,
      );
    else paths.push(path.startsWith("~/") ? `~${resolve(absolute)}` : resolve(absolute));
  }
  return paths;
}

/** Why an allowedDomains entry cannot be used, or undefined: the sandbox's proxy reaches hosts by name. */
function allowedDomainProblem(entry: string): string | undefined {
  const host = entry.startsWith("*.") ? entry.slice(2) : entry;
  if (ipLiteralOf(host) !== undefined)
    return `${JSON.stringify(entry)} is an IP address; the sandbox's proxy reaches hosts by name only, so list the host name`;
  const parsed = parseDomainPattern(`domain:${entry}`);
  if (!parsed.ok) return parsed.error;
  if (parsed.value.subdomains && !parsed.value.host.includes("."))
    return `${JSON.stringify(entry)} would allow every host under a top-level domain; name a domain (*.example.com)`;
  return undefined;
}

function readAllowedDomains(doc: SourceDocument, node: Node | null): string[] {
  const domains = readStrings(doc, node, "sandbox.allowedDomains");
  for (const d of domains) {
    const problem = allowedDomainProblem(d.value);
    if (problem !== undefined) doc.issue(d.node, `sandbox.allowedDomains: ${problem}`);
  }
  return domains.map((d) => d.value);
}

/** `sandbox: required` is short for `sandbox: {mode: required}`. */
function readSandbox(doc: SourceDocument, node: Node | null): SandboxSettings {
  const sandbox: SandboxSettings = {};
  if (doc.isValueScalar(node)) {
    const mode = readChoice<SandboxMode>(doc, node, node, "sandbox", SANDBOX_MODES);
    if (mode !== undefined) sandbox.mode = mode;
    return sandbox;
  }
  let domainsNode: Node | null = null;
  for (const entry of doc.entries(node, "sandbox") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.sandbox, "sandbox")) continue;
    if (entry.key === "mode") {
      const mode = readChoice<SandboxMode>(doc, entry.value, entry.keyNode, "sandbox.mode", SANDBOX_MODES);
      if (mode !== undefined) sandbox.mode = mode;
    } else if (entry.key === "network") {
      const network = readChoice<SandboxNetwork>(
        doc,
        entry.value,
        entry.keyNode,
        "sandbox.network",
        SANDBOX_NETWORK,
      );
      if (network !== undefined) sandbox.network = network;
    } else if (entry.key === "allowedDomains") {
      domainsNode = entry.value ?? entry.keyNode;
      sandbox.allowedDomains = readAllowedDomains(doc, entry.value);
    } else {
      const filesystem: { allowWrite?: string[] } = {};
      for (const inner of doc.entries(entry.value, "sandbox.filesystem") ?? []) {
        if (!knownKey(doc, inner.key, inner.keyNode, POLICY_KEYS.sandboxFilesystem, "sandbox.filesystem"))
          continue;
        filesystem.allowWrite = readAllowWrite(doc, inner.value);
      }
      sandbox.filesystem = filesystem;
    }
  }
  if (domainsNode !== null && sandbox.network === "allow" && (sandbox.allowedDomains?.length ?? 0) > 0)
    doc.issue(
      domainsNode,
      "sandbox.allowedDomains limits the network to named domains, but sandbox.network is allow (every domain); keep one of the two",
    );
  return sandbox;
}

function readEnv(doc: SourceDocument, node: Node | null): string[] {
  const names: string[] = [];
  for (const entry of doc.entries(node, "env") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.env, "env")) continue;
    for (const name of readStrings(doc, entry.value, "env.passthrough")) {
      const problem = passthroughProblem(name.value);
      if (problem === undefined) names.push(name.value);
      else doc.issue(name.node, problem);
    }
  }
  return names;
}

function readExamples(doc: SourceDocument, node: Node | null): PolicyExample[] {
  const examples: PolicyExample[] = [];
  (doc.items(node, "examples") ?? []).forEach((item, index) => {
    const what = `examples[${String(index)}]`;
    const entries = doc.entries(item, what);
    if (entries === undefined) return;
    const example: Partial<PolicyExample> = { source: doc.sourceOf(item) };
    let complete = true;
    for (const entry of entries) {
      if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.example, what)) {
        complete = false;
        continue;
      }
      const value = entry.value;
      if (entry.key === "tool") {
        const tool = doc.string(value);
        if (tool === undefined || canonicalToolName(tool) === undefined) {
          const hint =
            tool === undefined
              ? undefined
              : closest(tool, ["Bash", "Read", "Edit", "Write", "WebFetch", "Glob", "Grep"]);
          doc.issue(
            value ?? entry.keyNode,
            `${what}.tool: unknown tool ${doc.describe(value)}${hint === undefined ? "" : ` (did you mean "${hint}"?)`}`,
          );
          complete = false;
        } else example.tool = tool;
      } else if (entry.key === "input") {
        if (value === null || !doc.isMapping(value)) {
          doc.issue(
            value ?? entry.keyNode,
            `${what}.input must be a mapping of the tool's input, such as {command: "npm test"}`,
          );
          complete = false;
        } else example.input = doc.toJS(value) as Record<string, unknown>;
      } else if (entry.key === "expect") {
        const expect = doc.string(value);
        if (expect !== "allow" && expect !== "deny") {
          doc.issue(
            value ?? entry.keyNode,
            `${what}.expect must be allow or deny, got ${doc.describe(value)}`,
          );
          complete = false;
        } else example.expect = expect;
      } else {
        const name = doc.string(value);
        if (name === undefined) doc.issue(value ?? entry.keyNode, `${what}.name must be a string`);
        else example.name = name;
      }
    }
    for (const required of ["tool", "input", "expect"] as const) {
      if (example[required] === undefined && complete) {
        doc.issue(item, `${what} needs "${required}" (an example is {tool, input, expect: allow|deny})`);
        complete = false;
      }
    }
    if (complete) examples.push(example as PolicyExample);
  });
  return examples;
}

async function readImports(
  doc: SourceDocument,
  node: Node | null,
  root: string,
  options: LoadOptions,
  rules: RuleLists,
): Promise<string[]> {
  const imported: string[] = [];
  for (const entry of readStrings(doc, node, "imports")) {
    const name = entry.value;
    if (isAbsolute(name) || name.split("/").includes("..")) {
      doc.issue(
        entry.node,
        `imports entry ${JSON.stringify(name)} must be a path inside the repository, such as .claude/settings.json`,
      );
      continue;
    }
    const text = await options.readFile?.(join(root, name));
    if (text === undefined) {
      doc.issue(
        entry.node,
        `imports entry ${JSON.stringify(name)}: the file does not exist in the repository`,
      );
      continue;
    }
    const settings = doc.another(text, name);
    const permissions = (settings.entries(settings.root, name) ?? []).find((e) => e.key === "permissions");
    if (permissions !== undefined) readPermissions(settings, permissions.value, false, rules);
    doc.issues.push(...settings.issues);
    imported.push(name);
  }
  return imported;
}

async function checkExamples(
  doc: SourceDocument,
  policy: Policy,
  root: string,
  options: LoadOptions,
): Promise<void> {
  if (policy.examples.length === 0) return;
  const home = options.home ?? homedir();
  const resolver = createPolicyResolver(policy, {
    workspaceRoot: root,
    home,
    policyFilePath: resolve(options.path),
    ...(options.analyzeShell === undefined ? {} : { analyzeShell: options.analyzeShell }),
  });
  for (const [index, example] of policy.examples.entries()) {
    const request = requestFromCase(example.tool, example.input, { cwd: root, workspaceRoot: root, home });
    const { decision } = await resolver.explain(request);
    if (decision.behavior === example.expect) continue;
    const label = example.name === undefined ? "" : ` "${example.name}"`;
    const rule = decision.rule === null ? "no rule" : `rule ${decision.rule}`;
    doc.issues.push({
      ...(example.source ?? doc.sourceOf(null)),
      message: `example ${String(index + 1)}${label} (${example.tool} ${summarizeInput(example.tool, example.input)}) expected ${example.expect}, got ${decision.behavior} (${rule}): ${decision.reason}`,
    });
  }
}

/** Parses and checks a policy from its text. Throws PolicyLoadError listing every problem. */
export async function loadPolicy(options: LoadOptions): Promise<Policy> {
  // Loaded here, not at start-up: a run on the built-in policy never needs the YAML parser (~250 kB).
  const { SourceDocument } = await import("./source");
  const doc = new SourceDocument(options.text, options.path);
  const root = options.workspaceRoot ?? repositoryRootOf(options.path);
  const policy = { ...defaultPolicy(), path: options.path };
  const rules: RuleLists = { allow: [], ask: [], deny: [] };
  let preset: Preset = "default";
  let imports: string[] = [];
  let passthrough: string[] = [];
  let sandbox: SandboxSettings = {};
  let examples: PolicyExample[] = [];
  let importsNode: Node | null = null;
  for (const entry of doc.entries(doc.root, "the policy") ?? []) {
    if (!knownKey(doc, entry.key, entry.keyNode, POLICY_KEYS.top, "the policy")) continue;
    switch (entry.key) {
      case "$schema":
        if (doc.string(entry.value) === undefined)
          doc.issue(entry.value ?? entry.keyNode, "$schema must be a string");
        break;
      case "extends": {
        const value = doc.string(entry.value);
        if (value === undefined || !(PRESETS as readonly string[]).includes(value))
          doc.issue(
            entry.value ?? entry.keyNode,
            `extends must be one of ${PRESETS.join(", ")}, got ${doc.describe(entry.value)}`,
          );
        else preset = value as Preset;
        break;
      }
      case "permissions":
        readPermissions(doc, entry.value, true, rules);
        break;
      case "imports":
        importsNode = entry.value;
        break;
      case "env":
        passthrough = readEnv(doc, entry.value);
        break;
      case "sandbox":
        sandbox = readSandbox(doc, entry.value);
        break;
      case "examples":
        examples = readExamples(doc, entry.value);
        break;
    }
  }
  if (importsNode !== null) imports = await readImports(doc, importsNode, root, options, rules);
  if (doc.issues.length > 0) throw new PolicyLoadError(doc.issues);
  const loaded: Policy = { ...policy, preset, ...rules, imports, env: { passthrough }, sandbox, examples };
  await checkExamples(doc, loaded, root, options);
  if (doc.issues.length > 0) throw new PolicyLoadError(doc.issues);
  return loaded;
}

/** Reads and loads a policy file; imports are read relative to its repository. */
export async function loadPolicyFile(
  path: string,
  options: Omit<LoadOptions, "text" | "path"> = {},
): Promise<Policy> {
  const text = readFileSync(path, "utf8");
  return loadPolicy({
    readFile: (file) => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return undefined;
      }
    },
    ...options,
    text,
    path,
  });
}
