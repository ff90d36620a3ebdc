// Grep: ripgrep's search with Claude Code's parameters. ripgrep runs when it can (vendored for Linux
// x64/arm64, else from PATH); elsewhere a built-in search gives the same output. File lists come
// newest first; .gitignore is respected, hidden files are searched, .git and binary files never.
import type * as z from "zod/mini";
import type { ZodModule } from "./zod";
import { grepRoot } from "./search/grep-root";
import description from "./grep.txt";
import { buildTool } from "./tool";
import inputSchemas from "./input-schemas.json";

const loadSearch = () => import("./search/grep-run");

/** ripgrep takes the pattern as one argument; the OS caps a single argument near 128 KiB. */
const MAX_PATTERN_CHARS = 32_768;

const count = (z: ZodModule, what: string) => z.optional(z.number().check(z.describe(what)));

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    pattern: z
      .string()
      .check(z.describe("The regular expression to search file contents for (ripgrep syntax).")),
    path: z.optional(
      z
        .string()
        .check(z.describe("File or directory to search in. Defaults to the current working directory.")),
    ),
    glob: z.optional(
      z
        .string()
        .check(z.describe('Only search files matching this glob (rg --glob), e.g. "*.js" or "*.{ts,tsx}".')),
    ),
    type: z.optional(
      z
        .string()
        .check(
          z.describe(
            "File type to search (rg --type), e.g. js, py, rust, go, java. More efficient than glob for standard types.",
          ),
        ),
    ),
    output_mode: z.optional(
      z
        .enum(["content", "files_with_matches", "count"])
        .check(
          z.describe(
            'Output mode: "content" shows matching lines (-A/-B/-C, -n apply), "files_with_matches" shows file paths (the default), "count" shows match counts per file.',
          ),
        ),
    ),
    "-A": count(z, 'Lines to show after each match (rg -A). Requires output_mode: "content".'),
    "-B": count(z, 'Lines to show before each match (rg -B). Requires output_mode: "content".'),
    "-C": count(z, 'Lines to show before and after each match (rg -C). Requires output_mode: "content".'),
    context: count(
      z,
      'Lines to show before and after each match (rg -C); same as -C. Requires output_mode: "content".',
    ),
    "-n": z.optional(
      z
        .boolean()
        .check(z.describe('Show line numbers (rg -n). Requires output_mode: "content"; defaults to true.')),
    ),
    "-i": z.optional(z.boolean().check(z.describe("Case-insensitive search (rg -i)."))),
    "-o": z.optional(
      z
        .boolean()
        .check(z.describe('Print only the matched parts of lines (rg -o). Requires output_mode "content".')),
    ),
    multiline: z.optional(
      z
        .boolean()
        .check(
          z.describe(
            "Let the pattern match across lines, with . matching newlines (rg -U --multiline-dotall). Default false.",
          ),
        ),
    ),
    head_limit: count(
      z,
      "Show only the first N output lines (content) or entries (files_with_matches, count), like | head -N. Defaults to 250; 0 means no limit.",
    ),
    offset: count(
      z,
      "Skip this many lines or entries before applying head_limit, like | tail -n +N | head -N. Defaults to 0.",
    ),
  });

type GrepInput = z.output<ReturnType<typeof inputSchema>>;

const COUNTS = ["-A", "-B", "-C", "context", "head_limit", "offset"] as const;

function validateInput(input: GrepInput): string | undefined {
  if (input.pattern === "") return "pattern is empty; give the regular expression to search for.";
  if (input.pattern.length > MAX_PATTERN_CHARS)
    return `pattern is ${String(input.pattern.length)} characters long; at most ${String(MAX_PATTERN_CHARS)} are accepted. Search for a shorter, more specific pattern.`;
  if (input.pattern.includes("\0"))
    return "pattern contains a NUL character, which cannot be passed to the search.";
  for (const name of COUNTS) {
    const value = input[name];
    if (value !== undefined && (!Number.isInteger(value) || value < 0))
      return `${name} must be a whole number, 0 or more, got ${String(value)}.`;
  }
  if (input.type !== undefined && !/^[\w.+-]+$/.test(input.type))
    return `type must be one ripgrep file type name such as "js" or "py", got "${input.type}". To filter by file name, use glob.`;
  if (input.glob?.includes("\0")) return "glob contains a NUL character.";
  return undefined;
}

export const grepTool = buildTool({
  name: "Grep",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.Grep,
  validateInput,
  // The search loads with the first call (or ahead of it, while the model's first answer streams).
  call: async (input, ctx) => (await loadSearch()).runGrep(input, ctx, { kind: "auto" }),
  prepare: () => loadSearch(),
  isReadOnly: () => true,
  isConcurrencySafe: () => true,
  permissionTargets: (input, ctx) => [{ kind: "read", path: grepRoot(input, ctx) }],
  summarize: (input) => `Grep ${input.pattern}${input.path === undefined ? "" : ` in ${input.path}`}`,
});
