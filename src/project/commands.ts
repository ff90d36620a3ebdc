// Custom slash commands: `.claude/commands/<name>.md` is `/name`, and a folder adds a namespace
// (`.claude/commands/ci/fix.md` is `/ci:fix`, and `/fix` while no other command has that name). A
// request that starts with `/name args` becomes the command's body with `$ARGUMENTS` (all arguments)
// and `$1`, `$2`, … substituted; a body without placeholders gets the arguments after it, as in
// Claude Code. The frontmatter's `allowed-tools` narrows what the run may use (never widens the
// policy); `model` is not applied. `@path` in the body names a file to include, read at the start of
// the run through the Read tool's own judgement (src/agent/command-files.ts); `@` in the arguments is
// the request's text. An unknown `/name` is ordinary text, with a note.
import type { ProjectFiles } from "./files";
import { readFrontmatter, toolList } from "./frontmatter";

export interface SlashCommand {
  /** "fix" or "ci:fix". */
  name: string;
  description: string | undefined;
  /** Tool names or rules the run is narrowed to; undefined = no narrowing. */
  allowedTools: string[] | undefined;
  body: string;
  file: string;
  /** Files the body names with `@path`, in order, each once. */
  includes: string[];
}

/** `@path` at the start of a word (so not an e-mail address); trailing punctuation is the sentence's. */
const FILE_MENTION = /(?<=^|\s)@([^\s@`'"<>()[\]{}]+)/g;

/** The files a command's body includes with `@path`. */
export function fileMentions(body: string): string[] {
  const paths = [...body.matchAll(FILE_MENTION)].map((m) => (m[1] ?? "").replace(/[.,;:!?]+$/, ""));
  return [...new Set(paths.filter((p) => p !== ""))];
}

const COMMAND_FILE = /^\.claude\/commands\/((?:[^/]+\/)*[^/]+)\.md$/;
const KNOWN_FIELDS = new Set([
  "description",
  "argument-hint",
  "allowed-tools",
  "model",
  "disable-model-invocation",
]);

async function readCommand(
  path: string,
  name: string,
  text: string,
  notes: string[],
): Promise<SlashCommand | undefined> {
  const front = await readFrontmatter(text);
  if (!front.ok) {
    notes.push(`${path}: ${front.error}; the command /${name} was left out.`);
    return undefined;
  }
  const { data } = front.value;
  const tools = toolList(data["allowed-tools"]);
  if (!tools.ok) {
    notes.push(`${path}: allowed-tools ${tools.error}; the command /${name} was left out.`);
    return undefined;
  }
  if (data["model"] !== undefined) notes.push(`${path}: model is not applied (the run's model is used).`);
  for (const key of Object.keys(data))
    if (!KNOWN_FIELDS.has(key))
      notes.push(`${path}: ${key} is not applied (steward does not know this field).`);
  if (/^!`/m.test(front.value.body))
    notes.push(
      `${path}: its !\`command\` lines are not run before the command (the model runs commands itself, under the policy).`,
    );
  const description = typeof data["description"] === "string" ? data["description"] : undefined;
  const body = front.value.body.trim();
  return { name, description, allowedTools: tools.value, body, file: path, includes: fileMentions(body) };
}

export interface CommandSet {
  /** By full name ("ci:fix"). */
  byName: ReadonlyMap<string, SlashCommand>;
  /** Short names ("fix") that only one command has. */
  byShortName: ReadonlyMap<string, SlashCommand>;
}

export async function loadCommands(files: ProjectFiles, notes: string[]): Promise<CommandSet> {
  const byName = new Map<string, SlashCommand>();
  for (const [path, text] of [...files.files].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const match = COMMAND_FILE.exec(path);
    if (match === null) continue;
    const name = (match[1] ?? "").split("/").join(":");
    const command = await readCommand(path, name, text, notes);
    if (command !== undefined) byName.set(name, command);
  }
  const counts = new Map<string, SlashCommand[]>();
  for (const command of byName.values()) {
    const short = command.name.split(":").at(-1) ?? command.name;
    counts.set(short, [...(counts.get(short) ?? []), command]);
  }
  const byShortName = new Map<string, SlashCommand>();
  for (const [short, commands] of counts)
    if (commands.length === 1 && commands[0] !== undefined) byShortName.set(short, commands[0]);
  return { byName, byShortName };
}

/** Arguments split as a shell would split words: spaces separate, quotes group. */
function splitArguments(text: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    words.push(match[1] ?? match[2] ?? match[3] ?? "");
  return words;
}

/** The body with `$ARGUMENTS` and `$1`… filled in (arguments appended when the body has no placeholder). */
export function substituteArguments(body: string, args: string): string {
  const words = splitArguments(args);
  const filled = body
    .replace(/\$ARGUMENTS\b/g, () => args)
    .replace(/\$(\d+)/g, (_, n: string) => words[Number(n) - 1] ?? "");
  // A body that takes no arguments of its own gets them after it, as Claude Code does.
  if (args !== "" && !/\$(ARGUMENTS\b|\d)/.test(body)) return `${filled}\n\nARGUMENTS: ${args}`;
  return filled;
}

export type CommandRequest =
  | { kind: "text"; text: string; note?: string }
  | { kind: "command"; command: SlashCommand; args: string; text: string };

const COMMAND_CALL = /^\/([A-Za-z0-9_-]+(?::[A-Za-z0-9_-]+)*)(?=\s|$)([\s\S]*)$/;

/** What a request that may start with `/name args` asks for. */
export function resolveCommand(request: string, commands: CommandSet): CommandRequest {
  const trimmed = request.trim();
  const match = COMMAND_CALL.exec(trimmed);
  if (match === null) return { kind: "text", text: request };
  const name = match[1] ?? "";
  const args = (match[2] ?? "").trim();
  const command = commands.byName.get(name) ?? commands.byShortName.get(name);
  if (command === undefined)
    return {
      kind: "text",
      text: request,
      note: `/${name} is not a command of this repository (.claude/commands/); the request was given to the model as it was written.`,
    };
  return { kind: "command", command, args, text: substituteArguments(command.body, args) };
}
