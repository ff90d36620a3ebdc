// A slash command's @files, read through the real Read tool and the real policy on a real workspace:
// an allowed file is included (line numbers, redacted), a denied one stays out with a note, and a word
// that names no file stays text.
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { includeCommandFiles } from "../../src/agent/command-files";
import { createPolicyResolver, defaultPolicy } from "../../src/policy/index";
import { fileMentions } from "../../src/project/commands";
import { readTool } from "../../src/tools/read";
import { type TestBench, toolBench } from "../tools/helpers";

let bench: TestBench | undefined;
afterEach(() => bench?.cleanup());

describe("a command's @files", () => {
  it("are the body's @path words, each once; an e-mail address or trailing punctuation is not part of one", () => {
    expect(
      fileMentions("Review @src/app.ts and @docs/guide.md.\nAsk ops@example.com, see @src/app.ts (`@x`)"),
    ).toEqual(["src/app.ts", "docs/guide.md"]);
  });

  it("includes what Read may read, leaves out what the policy denies with a note, and keeps @word as text", async () => {
    bench = await toolBench([readTool]);
    const root = bench.root;
    await mkdir(join(root, "src"));
    await writeFile(join(root, "src", "app.ts"), "export const token = 'tok-secret-1';\n");
    await writeFile(join(root, ".env"), "API_KEY=do-not-show\n");
    const resolver = createPolicyResolver(defaultPolicy(), {
      workspaceRoot: root,
      home: join(root, "..", "home"),
      policyFilePath: null,
      readableDirs: [],
    });
    const notes: string[] = [];
    const included = await includeCommandFiles(
      { source: "/review (.claude/commands/review.md)", paths: ["src/app.ts", ".env", "octocat"] },
      {
        registry: bench.registry,
        resolver,
        context: bench.context,
        redact: (text) => text.replaceAll("tok-secret-1", "***"),
      },
      (text) => notes.push(text),
    );
    expect(included).toBe(
      "The command /review (.claude/commands/review.md) includes these files (read with Read at the start of the run):\n\n<command-file path=\"src/app.ts\">\n     1\texport const token = '***';\n</command-file>",
    );
    expect(included).not.toContain("do-not-show");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^\/review \(\.claude\/commands\/review\.md\): @\.env was not included: .+\.$/);
  });
});
