import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/project/paths.ts
var PROJECT_PATTERNS = [
  ".claude/**",
  "CLAUDE.md",
  "AGENTS.md",
  "**/CLAUDE.md",
  ".mcp.json"
];
var LOCAL_ONLY_FILES = [".claude/settings.local.json", "CLAUDE.local.md"];
function matchesPattern(path, pattern) {
  if (pattern.endsWith("/**")) return path.startsWith(pattern.slice(0, -2));
  if (pattern.startsWith("**/")) {
    const name = pattern.slice(3);
    return path === name || path.endsWith(`/${name}`);
  }
  return path === pattern;
}
var matchesAny = (path, patterns) => patterns.some((pattern) => matchesPattern(path, pattern));
var directoriesOf = (patterns) => patterns.filter((p) => p.endsWith("/**") && !p.startsWith("**/")).map((p) => p.slice(0, -3));
var exactPathsOf = (patterns) => patterns.filter((p) => !p.includes("*"));
function isRepositoryPath(path) {
  return path !== "" && !path.startsWith("/") && !path.includes("\0") && !path.includes("\\") && !path.split("/").some((part) => part === ".." || part === "." || part === "");
}

// src/project/frontmatter.ts
var OPENING = /^---[ \t]*\r?\n/;
var CLOSING = /^---[ \t]*$/m;
async function readFrontmatter(text) {
  const content = text.replace(/^\uFEFF/, "");
  const opening = OPENING.exec(content);
  if (opening === null) return { ok: true, value: { data: {}, body: content } };
  const rest = content.slice(opening[0].length);
  const closing = CLOSING.exec(rest);
  if (closing === null) return { ok: false, error: "the frontmatter has no closing --- line" };
  const yaml = rest.slice(0, closing.index);
  const body = rest.slice(closing.index + closing[0].length).replace(/^\r?\n/, "");
  const { parseDocument } = await import("./chunk-34EGNGTE.js");
  const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error !== void 0)
    return { ok: false, error: `the frontmatter is not valid YAML: ${error.message.split("\n")[0] ?? ""}` };
  const data = doc.toJS();
  if (data === null || data === void 0) return { ok: true, value: { data: {}, body } };
  if (typeof data !== "object" || Array.isArray(data))
    return { ok: false, error: "the frontmatter must be a mapping of fields (name: …)" };
  return { ok: true, value: { data, body } };
}
function toolList(value) {
  if (value === void 0 || value === null) return { ok: true, value: void 0 };
  if (typeof value === "string") return { ok: true, value: splitToolList(value) };
  if (Array.isArray(value) && value.every((v) => typeof v === "string"))
    return { ok: true, value: value.map((v) => v.trim()).filter((v) => v !== "") };
  return { ok: false, error: "must be a comma-separated string or a list of tool names" };
}
function splitToolList(text) {
  const items = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (char === "(") depth++;
    if (char === ")") depth = Math.max(0, depth - 1);
    if (char === "," && depth === 0) {
      if (current.trim() !== "") items.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim() !== "") items.push(current.trim());
  return items;
}

// src/project/commands.ts
var FILE_MENTION = /(?<=^|\s)@([^\s@`'"<>()[\]{}]+)/g;
function fileMentions(body) {
  const paths = [...body.matchAll(FILE_MENTION)].map((m) => (m[1] ?? "").replace(/[.,;:!?]+$/, ""));
  return [...new Set(paths.filter((p) => p !== ""))];
}
var COMMAND_FILE = /^\.claude\/commands\/((?:[^/]+\/)*[^/]+)\.md$/;
var KNOWN_FIELDS = /* @__PURE__ */ new Set([
  "description",
  "argument-hint",
  "allowed-tools",
  "model",
  "disable-model-invocation"
]);
async function readCommand(path, name, text, notes) {
  const front = await readFrontmatter(text);
  if (!front.ok) {
    notes.push(`${path}: ${front.error}; the command /${name} was left out.`);
    return void 0;
  }
  const { data } = front.value;
  const tools = toolList(data["allowed-tools"]);
  if (!tools.ok) {
    notes.push(`${path}: allowed-tools ${tools.error}; the command /${name} was left out.`);
    return void 0;
  }
  if (data["model"] !== void 0) notes.push(`${path}: model is not applied (the run's model is used).`);
  for (const key of Object.keys(data))
    if (!KNOWN_FIELDS.has(key))
      notes.push(`${path}: ${key} is not applied (steward does not know this field).`);
  if (/^!`/m.test(front.value.body))
    notes.push(
      `${path}: its !\`command\` lines are not run before the command (the model runs commands itself, under the policy).`
    );
  const description = typeof data["description"] === "string" ? data["description"] : void 0;
  const body = front.value.body.trim();
  return { name, description, allowedTools: tools.value, body, file: path, includes: fileMentions(body) };
}
async function loadCommands(files, notes) {
  const byName = /* @__PURE__ */ new Map();
  for (const [path, text] of [...files.files].sort(([a], [b]) => a < b ? -1 : 1)) {
    const match = COMMAND_FILE.exec(path);
    if (match === null) continue;
    const name = (match[1] ?? "").split("/").join(":");
    const command = await readCommand(path, name, text, notes);
    if (command !== void 0) byName.set(name, command);
  }
  const counts = /* @__PURE__ */ new Map();
  for (const command of byName.values()) {
    const short = command.name.split(":").at(-1) ?? command.name;
    counts.set(short, [...counts.get(short) ?? [], command]);
  }
  const byShortName = /* @__PURE__ */ new Map();
  for (const [short, commands] of counts)
    if (commands.length === 1 && commands[0] !== void 0) byShortName.set(short, commands[0]);
  return { byName, byShortName };
}
function splitArguments(text) {
  const words = [];
  for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    words.push(match[1] ?? match[2] ?? match[3] ?? "");
  return words;
}
function substituteArguments(body, args) {
  const words = splitArguments(args);
  const filled = body.replace(/\$ARGUMENTS\b/g, () => args).replace(/\$(\d+)/g, (_, n) => words[Number(n) - 1] ?? "");
  if (args !== "" && !/\$(ARGUMENTS\b|\d)/.test(body)) return `${filled}

ARGUMENTS: ${args}`;
  return filled;
}
var COMMAND_CALL = /^\/([A-Za-z0-9_-]+(?::[A-Za-z0-9_-]+)*)(?=\s|$)([\s\S]*)$/;
function resolveCommand(request, commands) {
  const trimmed = request.trim();
  const match = COMMAND_CALL.exec(trimmed);
  if (match === null) return { kind: "text", text: request };
  const name = match[1] ?? "";
  const args = (match[2] ?? "").trim();
  const command = commands.byName.get(name) ?? commands.byShortName.get(name);
  if (command === void 0)
    return {
      kind: "text",
      text: request,
      note: `/${name} is not a command of this repository (.claude/commands/); the request was given to the model as it was written.`
    };
  return { kind: "command", command, args, text: substituteArguments(command.body, args) };
}

// src/project/hooks-config.ts
var HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "SessionStart",
  "SessionEnd",
  "PreCompact"
];
var NEVER_FIRED = {
  Notification: "steward never waits for a person, so there is nothing to notify",
  PermissionRequest: "steward never asks for permission; the policy decides",
  PostToolUseFailure: "steward runs PostToolUse hooks after successful calls only"
};
var DEFAULT_HOOK_TIMEOUT_S = 60;
var MAX_HOOK_TIMEOUT_S = 600;
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function compileMatcher(matcher) {
  if (matcher === "" || matcher === "*") return { ok: true, value: () => true };
  try {
    const pattern = new RegExp(`^(?:${matcher})$`);
    return { ok: true, value: (subject) => pattern.test(subject) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
var KNOWN_HOOK_FIELDS = /* @__PURE__ */ new Set(["type", "command", "timeout", "onFailure"]);
function readCommand2(value, where, event, file, notes) {
  if (!isRecord(value)) {
    notes.push(
      `${file}: ${where} must be an object such as {"type": "command", "command": "…"}; it was left out.`
    );
    return void 0;
  }
  if (value["type"] !== "command") {
    notes.push(
      `${file}: ${where} has type ${JSON.stringify(value["type"])}; steward runs only "command" hooks, so it was left out.`
    );
    return void 0;
  }
  const command = value["command"];
  if (typeof command !== "string" || command.trim() === "") {
    notes.push(`${file}: ${where}.command must be a non-empty string; the hook was left out.`);
    return void 0;
  }
  const timeout = value["timeout"];
  let seconds = DEFAULT_HOOK_TIMEOUT_S;
  if (timeout !== void 0) {
    if (typeof timeout !== "number" || !(timeout > 0))
      notes.push(
        `${file}: ${where}.timeout must be a positive number of seconds; ${String(DEFAULT_HOOK_TIMEOUT_S)} s is used.`
      );
    else {
      if (timeout > MAX_HOOK_TIMEOUT_S)
        notes.push(
          `${file}: ${where}.timeout ${String(timeout)} s is above steward's ${String(MAX_HOOK_TIMEOUT_S)} s; ${String(MAX_HOOK_TIMEOUT_S)} s is used.`
        );
      seconds = Math.min(timeout, MAX_HOOK_TIMEOUT_S);
    }
  }
  const onFailure = value["onFailure"];
  if (onFailure !== void 0 && onFailure !== "block" && onFailure !== "continue")
    notes.push(`${file}: ${where}.onFailure must be "block" or "continue"; "continue" is used.`);
  if (onFailure === "block" && event !== "PreToolUse")
    notes.push(
      `${file}: ${where}.onFailure "block" applies to PreToolUse hooks only; here it changes nothing.`
    );
  for (const key of Object.keys(value))
    if (!KNOWN_HOOK_FIELDS.has(key))
      notes.push(`${file}: ${where}.${key} is not a hook field steward knows; it was ignored.`);
  return {
    command,
    timeoutMs: Math.round(seconds * 1e3),
    failClosed: onFailure === "block" && event === "PreToolUse",
    source: file
  };
}
function readMatchers(value, event, file, notes) {
  if (!Array.isArray(value)) {
    notes.push(`${file}: hooks.${event} must be a list of {"matcher", "hooks"} entries; it was left out.`);
    return [];
  }
  const matchers = [];
  value.forEach((entry, index) => {
    const where = `hooks.${event}[${String(index)}]`;
    if (!isRecord(entry) || !Array.isArray(entry["hooks"])) {
      notes.push(`${file}: ${where} must be {"matcher": "…", "hooks": [ … ]}; it was left out.`);
      return;
    }
    const raw = entry["matcher"] ?? "";
    const compiled = typeof raw === "string" ? compileMatcher(raw) : { ok: false, error: "it is not a string" };
    if (!compiled.ok) {
      notes.push(
        `${file}: ${where}.matcher ${JSON.stringify(raw)} is not a valid pattern (${compiled.error}); its hooks were left out.`
      );
      return;
    }
    const hooks = entry["hooks"].flatMap((hook, i) => {
      const command = readCommand2(hook, `${where}.hooks[${String(i)}]`, event, file, notes);
      return command === void 0 ? [] : [command];
    });
    if (hooks.length > 0) matchers.push({ matcher: raw, matches: compiled.value, hooks });
  });
  return matchers;
}
function parseHooks(value, file, notes) {
  if (value === void 0) return {};
  if (!isRecord(value)) {
    notes.push(`${file}: hooks must be an object keyed by event name; no hook from it runs.`);
    return {};
  }
  const config = {};
  for (const [event, matchers] of Object.entries(value)) {
    if (!HOOK_EVENTS.includes(event)) {
      const why = NEVER_FIRED[event] ?? "steward does not know this event";
      notes.push(`${file}: hooks.${event} never runs in steward (${why}).`);
      continue;
    }
    const read = readMatchers(matchers, event, file, notes);
    if (read.length > 0) config[event] = [...config[event] ?? [], ...read];
  }
  return config;
}
function mergeHooks(a, b) {
  const merged = { ...a };
  for (const event of HOOK_EVENTS) {
    const more = b[event];
    if (more !== void 0) merged[event] = [...merged[event] ?? [], ...more];
  }
  return merged;
}
function hooksFor(config, event, subjects) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const matcher of config[event] ?? []) {
    if (subjects.length > 0 && !subjects.some((s) => matcher.matches(s))) continue;
    for (const hook of matcher.hooks) {
      if (seen.has(hook.command)) continue;
      seen.add(hook.command);
      out.push(hook);
    }
  }
  return out;
}
var hasHooks = (config) => HOOK_EVENTS.some((e) => (config[e]?.length ?? 0) > 0);

// src/project/agents.ts
var AGENT_FILE = /^\.claude\/agents\/(?:[^/]+\/)*[^/]+\.md$/;
var NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
var MODELS = /* @__PURE__ */ new Set(["sonnet", "opus", "haiku", "inherit"]);
var DESCRIPTIVE = /* @__PURE__ */ new Set(["name", "description", "tools", "model", "color"]);
async function readAgent(path, text, notes) {
  const front = await readFrontmatter(text);
  const leftOut = (why) => {
    notes.push(`${path}: ${why}; the agent was left out.`);
    return void 0;
  };
  if (!front.ok) return leftOut(front.error);
  const { data } = front.value;
  const name = data["name"];
  const description = data["description"];
  if (typeof name !== "string" || !NAME.test(name))
    return leftOut(
      `name ${name === void 0 ? "is missing" : `${JSON.stringify(name)} must be letters, digits, _ and -`}`
    );
  if (typeof description !== "string" || description.trim() === "")
    return leftOut("description is missing (it tells the model when to use the agent)");
  const tools = toolList(data["tools"]);
  if (!tools.ok) return leftOut(`tools ${tools.error}`);
  if (front.value.body.trim() === "") return leftOut("the body (the agent's system prompt) is empty");
  const model = data["model"];
  if (model !== void 0 && model !== "inherit")
    notes.push(
      `${path}: model ${JSON.stringify(model)} is not applied (${typeof model === "string" && MODELS.has(model) ? "the run's model is used" : "not a model alias steward knows"}).`
    );
  for (const key of Object.keys(data))
    if (!DESCRIPTIVE.has(key))
      notes.push(`${path}: ${key} is not applied (steward does not know this field).`);
  return {
    name,
    description: description.trim(),
    tools: tools.value,
    prompt: front.value.body.trim(),
    file: path
  };
}
async function loadAgents(files, reserved, notes) {
  const agents = /* @__PURE__ */ new Map();
  for (const [path, text] of [...files.files].sort(([a], [b]) => a < b ? -1 : 1)) {
    if (!AGENT_FILE.test(path)) continue;
    const agent = await readAgent(path, text, notes);
    if (agent === void 0) continue;
    if (reserved.has(agent.name) || agents.has(agent.name)) {
      notes.push(`${path}: the agent name ${agent.name} is already taken; this one was left out.`);
      continue;
    }
    agents.set(agent.name, agent);
  }
  return [...agents.values()];
}

// src/project/instructions.ts
import { posix } from "node:path";
var MAX_IMPORT_DEPTH = 5;
function withoutCode(text) {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?(^\1[^\n]*$|(?![\s\S]))/gm, "").replace(/`[^`\n]*`/g, "");
}
function importsOf(text) {
  const found = [];
  for (const match of withoutCode(text).matchAll(/(?:^|[\s(])@([^\s`"'<>()]+)/g)) {
    const word = match[1];
    if (word !== void 0 && !found.includes(word)) found.push(word);
  }
  return found;
}
function candidatesOf(word, from) {
  const bare = word.replace(/[.,;:!?]+$/, "");
  if (word.startsWith("~") || word.startsWith("/"))
    return { paths: [], outside: `${bare} is outside the repository` };
  const words = [word, word.replace(/[.,;:!?]+$/, "")].filter(
    (w, i, all) => w !== "" && all.indexOf(w) === i
  );
  const paths = words.map((w) => posix.normalize(posix.join(posix.dirname(from), w)));
  const inside = paths.filter(isRepositoryPath);
  return inside.length > 0 || paths.length === 0 ? { paths: inside } : { paths: [], outside: `${bare} leaves the repository` };
}
async function withImports(roots, files, notes, known = /* @__PURE__ */ new Set()) {
  const out = [];
  for (const root of roots) {
    if (known.has(root.path)) continue;
    known.add(root.path);
    out.push(root, ...await importsBelow(root, files, notes, known, 1));
  }
  return out;
}
async function importsBelow(file, files, notes, known, depth) {
  const wanted = [];
  for (const word of importsOf(file.text)) {
    const { paths, outside } = candidatesOf(word, file.path);
    if (outside !== void 0)
      notes.push(`${file.path}: the import @${word.replace(/[.,;:!?]+$/, "")} was not read: ${outside}.`);
    if (paths.length > 0) wanted.push(paths);
  }
  if (wanted.length === 0) return [];
  const read = await files.read([...new Set(wanted.flat())].filter((p) => !known.has(p)));
  const out = [];
  for (const paths of wanted) {
    const path = paths.find((p) => read.has(p));
    if (path === void 0 || known.has(path)) continue;
    if (depth > MAX_IMPORT_DEPTH) {
      notes.push(
        `${file.path}: the import of ${path} was not read: imports nest at most ${String(MAX_IMPORT_DEPTH)} levels.`
      );
      continue;
    }
    known.add(path);
    const imported = { path, text: read.get(path) ?? "" };
    out.push(imported, ...await importsBelow(imported, files, notes, known, depth + 1));
  }
  return out;
}
var NestedInstructions = class {
  constructor(files, known, note = () => void 0) {
    this.files = files;
    this.known = known;
    this.note = note;
  }
  files;
  known;
  note;
  seenDirs = /* @__PURE__ */ new Set();
  /** New instruction files for repository-relative `paths`, nearest the root first. */
  async forPaths(paths) {
    const dirs = [];
    for (const path of paths) {
      if (!isRepositoryPath(path)) continue;
      const chain = [];
      for (let dir = path; dir !== "." && dir !== ""; dir = posix.dirname(dir)) chain.unshift(dir);
      for (const dir of chain) if (!this.seenDirs.has(dir) && !dirs.includes(dir)) dirs.push(dir);
    }
    if (dirs.length === 0) return [];
    for (const dir of dirs) this.seenDirs.add(dir);
    const names = dirs.map((dir) => `${dir}/CLAUDE.md`).filter((name) => !this.known.has(name));
    const found = this.files.complete ? new Map(
      names.flatMap(
        (n) => this.files.files.has(n) ? [[n, this.files.files.get(n) ?? ""]] : []
      )
    ) : await this.files.read(names);
    const roots = names.flatMap((path) => found.has(path) ? [{ path, text: found.get(path) ?? "" }] : []);
    const notes = [];
    const added = await withImports(roots, this.files, notes, this.known);
    for (const text of notes) this.note(text);
    return added;
  }
};
function renderNestedInstructions(files) {
  const blocks = files.map(
    (file) => `<repository-instructions path="${file.path}">
${file.text.trim()}
</repository-instructions>`
  );
  return `More repository instructions (trusted), for the directories you are now working in:
${blocks.join("\n")}`;
}

// src/project/settings.ts
var SETTINGS_FILE = ".claude/settings.json";
var LOCAL_SETTINGS_FILE = ".claude/settings.local.json";
var WHY_NOT = {
  env: "the agent's environment comes from the policy's env.passthrough",
  model: "the model is the action's model input (or steward run --model)",
  apiKeyHelper: "credentials come from the action's inputs or the environment",
  enabledPlugins: "steward does not load plugins",
  statusLine: "nobody watches a terminal in CI",
  outputStyle: "steward's output is its report",
  sandbox: "the sandbox is configured in the policy's sandbox section"
};
var HANDLED = /* @__PURE__ */ new Set(["$schema", "permissions", "hooks", "disableAllHooks"]);
function readProjectSettings(files, notes) {
  let hooks = {};
  for (const file of files) {
    let value;
    try {
      value = JSON.parse(file.text);
    } catch (error) {
      notes.push(
        `${file.path} is not valid JSON (${error instanceof Error ? error.message : String(error)}); none of its hooks run.`
      );
      continue;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      notes.push(`${file.path} must be a JSON object; none of its settings apply.`);
      continue;
    }
    const settings = value;
    for (const key of Object.keys(settings))
      if (!HANDLED.has(key))
        notes.push(`${file.path}: ${key} is not applied (${WHY_NOT[key] ?? "steward has no equivalent"}).`);
    if (settings["disableAllHooks"] === true) {
      notes.push(`${file.path} sets disableAllHooks: no hook runs.`);
      return { hooks: {} };
    }
    hooks = mergeHooks(hooks, parseHooks(settings["hooks"], file.path, notes));
  }
  return { hooks };
}

// src/project/skills.ts
var SKILL_FILE = /^\.claude\/skills\/([^/]+)\/SKILL\.md$/;
var NAME2 = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var MAX_SKILL_NAME = 64;
var MAX_SKILL_DESCRIPTION = 1024;
var DESCRIPTIVE2 = /* @__PURE__ */ new Set(["name", "description", "license", "metadata", "version"]);
var NOT_APPLIED = {
  "allowed-tools": "in Claude Code it lets the skill use tools without asking; in steward the policy alone decides",
  model: "the run's model is used"
};
function checked(file, data, notes) {
  const name = data["name"];
  const description = data["description"];
  const bad = (field, why) => {
    notes.push(`${file}: ${field} ${why}; the skill was left out.`);
    return void 0;
  };
  if (typeof name !== "string" || name === "")
    return bad("name", "is missing (it names the skill: lowercase letters, digits and hyphens)");
  if (name.length > MAX_SKILL_NAME || !NAME2.test(name))
    return bad(
      "name",
      `${JSON.stringify(name)} must be lowercase letters, digits and hyphens, at most ${String(MAX_SKILL_NAME)} characters`
    );
  if (typeof description !== "string" || description.trim() === "")
    return bad("description", "is missing (it tells the model what the skill does and when to use it)");
  if (description.length > MAX_SKILL_DESCRIPTION)
    return bad(
      "description",
      `is ${String(description.length)} characters, over the ${String(MAX_SKILL_DESCRIPTION)} allowed`
    );
  for (const key of Object.keys(data)) {
    if (DESCRIPTIVE2.has(key)) continue;
    const why = NOT_APPLIED[key];
    notes.push(`${file}: ${key} is not applied (${why ?? "steward does not know this field"}).`);
  }
  return { name, description: description.trim() };
}
async function loadSkills(files, notes) {
  const skills = /* @__PURE__ */ new Map();
  for (const [path, text] of [...files.files].sort(([a], [b]) => a < b ? -1 : 1)) {
    const match = SKILL_FILE.exec(path);
    if (match === null) continue;
    const front = await readFrontmatter(text);
    if (!front.ok) {
      notes.push(`${path}: ${front.error}; the skill was left out.`);
      continue;
    }
    const meta = checked(path, front.value.data, notes);
    if (meta === void 0) continue;
    if (skills.has(meta.name)) {
      notes.push(`${path}: another skill is already named ${meta.name}; this one was left out.`);
      continue;
    }
    skills.set(meta.name, {
      ...meta,
      dir: `.claude/skills/${match[1] ?? ""}`,
      body: front.value.body.trim()
    });
  }
  return [...skills.values()].sort((a, b) => a.name < b.name ? -1 : 1);
}

// src/project/load.ts
var ROOT_INSTRUCTIONS = ["CLAUDE.md", ".claude/CLAUDE.md", "AGENTS.md"];
var LOCAL_INSTRUCTIONS = ["CLAUDE.local.md"];
async function loadProject(files, options) {
  const notes = [];
  const settingsNames = options.local ? [SETTINGS_FILE, LOCAL_SETTINGS_FILE] : [SETTINGS_FILE];
  const settingsFiles = settingsNames.flatMap((path) => {
    const text = files.files.get(path);
    return text === void 0 ? [] : [{ path, text }];
  });
  const { hooks } = readProjectSettings(settingsFiles, notes);
  const rootNames = [...ROOT_INSTRUCTIONS, ...options.local ? LOCAL_INSTRUCTIONS : []];
  const roots = rootNames.flatMap((path) => {
    const text = files.files.get(path);
    return text === void 0 || text.trim() === "" ? [] : [{ path, text }];
  });
  const skills = await loadSkills(files, notes);
  const agents = await loadAgents(files, options.reservedAgentNames, notes);
  const commands = await loadCommands(files, notes);
  const instructions = await withImports(roots, files, notes);
  return { files, settingsFiles, hooks, skills, agents, commands, instructions, notes };
}

export {
  resolveCommand,
  parseHooks,
  mergeHooks,
  hooksFor,
  hasHooks,
  PROJECT_PATTERNS,
  LOCAL_ONLY_FILES,
  matchesAny,
  directoriesOf,
  exactPathsOf,
  isRepositoryPath,
  NestedInstructions,
  renderNestedInstructions,
  loadProject
};
