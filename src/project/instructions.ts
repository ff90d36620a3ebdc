// Instruction files (CLAUDE.md, AGENTS.md) with their `@path` imports, as Claude Code reads them: an
// `@path` word outside code spans and fenced blocks names another file, relative to the importing
// file, which is added after it; imports nest up to five levels. Only files inside the repository are
// read (from the same source as the rest: the trusted commit in the action): an absolute path, a
// home-directory path or one that leaves the repository is left out with a note. A word that names
// no file (an @mention) is ordinary text, as in Claude Code.
import { posix } from "node:path";
import type { ProjectFiles } from "./files";
import { isRepositoryPath } from "./paths";

export interface InstructionFile {
  /** Repository-relative. */
  path: string;
  text: string;
}

const MAX_IMPORT_DEPTH = 5;

/** Text with fenced code blocks and inline code spans blanked out (imports there are examples). */
function withoutCode(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?(^\1[^\n]*$|(?![\s\S]))/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The `@path` words of a text, as written (trailing punctuation kept; see candidatesOf). */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const match of withoutCode(text).matchAll(/(?:^|[\s(])@([^\s`"'<>()]+)/g)) {
    const word = match[1];
    if (word !== undefined && !found.includes(word)) found.push(word);
  }
  return found;
}

/** Repository paths a word may mean: as written, then without trailing sentence punctuation. */
function candidatesOf(word: string, from: string): { paths: string[]; outside?: string } {
  const bare = word.replace(/[.,;:!?]+$/, "");
  if (word.startsWith("~") || word.startsWith("/"))
    return { paths: [], outside: `${bare} is outside the repository` };
  const words = [word, word.replace(/[.,;:!?]+$/, "")].filter(
    (w, i, all) => w !== "" && all.indexOf(w) === i,
  );
  const paths = words.map((w) => posix.normalize(posix.join(posix.dirname(from), w)));
  const inside = paths.filter(isRepositoryPath);
  return inside.length > 0 || paths.length === 0
    ? { paths: inside }
    : { paths: [], outside: `${bare} leaves the repository` };
}

/**
 * The files with their imports after each, depth-limited and each file once. `known` holds files
 * already given (so a subdirectory's CLAUDE.md does not repeat the root's imports).
 */
export async function withImports(
  roots: readonly InstructionFile[],
  files: ProjectFiles,
  notes: string[],
  known: Set<string> = new Set(),
): Promise<InstructionFile[]> {
  const out: InstructionFile[] = [];
  for (const root of roots) {
    if (known.has(root.path)) continue;
    known.add(root.path);
    out.push(root, ...(await importsBelow(root, files, notes, known, 1)));
  }
  return out;
}

async function importsBelow(
  file: InstructionFile,
  files: ProjectFiles,
  notes: string[],
  known: Set<string>,
  depth: number,
): Promise<InstructionFile[]> {
  const wanted: string[][] = [];
  for (const word of importsOf(file.text)) {
    const { paths, outside } = candidatesOf(word, file.path);
    if (outside !== undefined)
      notes.push(`${file.path}: the import @${word.replace(/[.,;:!?]+$/, "")} was not read: ${outside}.`);
    if (paths.length > 0) wanted.push(paths);
  }
  if (wanted.length === 0) return [];
  const read = await files.read([...new Set(wanted.flat())].filter((p) => !known.has(p)));
  const out: InstructionFile[] = [];
  for (const paths of wanted) {
    const path = paths.find((p) => read.has(p));
    if (path === undefined || known.has(path)) continue;
    if (depth > MAX_IMPORT_DEPTH) {
      notes.push(
        `${file.path}: the import of ${path} was not read: imports nest at most ${String(MAX_IMPORT_DEPTH)} levels.`,
      );
      continue;
    }
    known.add(path);
    const imported = { path, text: read.get(path) ?? "" };
    out.push(imported, ...(await importsBelow(imported, files, notes, known, depth + 1)));
  }
  return out;
}

/**
 * Subdirectory CLAUDE.md files, added the first time the agent works in their directory (reads,
 * searches or edits a path below it), as Claude Code does; each once per session.
 */
export class NestedInstructions {
  private readonly seenDirs = new Set<string>();

  constructor(
    private readonly files: ProjectFiles,
    /** Files already given (the root instructions and their imports). */
    private readonly known: Set<string>,
    private readonly note: (text: string) => void = () => undefined,
  ) {}

  /** New instruction files for repository-relative `paths`, nearest the root first. */
  async forPaths(paths: readonly string[]): Promise<InstructionFile[]> {
    const dirs: string[] = [];
    for (const path of paths) {
      if (!isRepositoryPath(path)) continue;
      const chain: string[] = [];
      for (let dir = path; dir !== "." && dir !== ""; dir = posix.dirname(dir)) chain.unshift(dir);
      for (const dir of chain) if (!this.seenDirs.has(dir) && !dirs.includes(dir)) dirs.push(dir);
    }
    if (dirs.length === 0) return [];
    for (const dir of dirs) this.seenDirs.add(dir);
    const names = dirs.map((dir) => `${dir}/CLAUDE.md`).filter((name) => !this.known.has(name));
    const found = this.files.complete
      ? new Map(
          names.flatMap((n) =>
            this.files.files.has(n) ? [[n, this.files.files.get(n) ?? ""] as const] : [],
          ),
        )
      : await this.files.read(names);
    const roots = names.flatMap((path) => (found.has(path) ? [{ path, text: found.get(path) ?? "" }] : []));
    const notes: string[] = [];
    const added = await withImports(roots, this.files, notes, this.known);
    for (const text of notes) this.note(text);
    return added;
  }
}

/** How new subdirectory instructions are put before the model, after a tool result. */
export function renderNestedInstructions(files: readonly InstructionFile[]): string {
  const blocks = files.map(
    (file) =>
      `<repository-instructions path="${file.path}">\n${file.text.trim()}\n</repository-instructions>`,
  );
  return `More repository instructions (trusted), for the directories you are now working in:\n${blocks.join("\n")}`;
}
