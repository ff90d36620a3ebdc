import { describe, expect, it } from "vitest";
import { loadCommands, resolveCommand, substituteArguments } from "../../src/project/commands";
import { filesInMemory } from "../support/project-files";

async function commands(files: Record<string, string>) {
  const notes: string[] = [];
  return { set: await loadCommands(filesInMemory(files), notes), notes };
}

describe("slash commands", () => {
  it("names commands by file, with folders as namespaces, and reads their frontmatter", async () => {
    const { set, notes } = await commands({
      ".claude/commands/review.md": "Review the change.",
      ".claude/commands/ci/fix.md":
        "---\ndescription: Fix CI\nargument-hint: [run]\nallowed-tools: Bash(npm test), Read\nmodel: opus\ncolour: red\n---\nFix run $1.\n",
      ".claude/commands/notes.txt": "not a command",
    });
    expect([...set.byName.keys()]).toEqual(["ci:fix", "review"]);
    expect(set.byName.get("ci:fix")).toMatchObject({
      description: "Fix CI",
      allowedTools: ["Bash(npm test)", "Read"],
      body: "Fix run $1.",
      file: ".claude/commands/ci/fix.md",
    });
    expect(notes).toEqual([
      ".claude/commands/ci/fix.md: model is not applied (the run's model is used).",
      ".claude/commands/ci/fix.md: colour is not applied (steward does not know this field).",
    ]);
  });

  it.each([
    ["Fix $ARGUMENTS now", "a b", "Fix a b now"],
    ["From $1 to $2 ($3)", 'main "feature x"', "From main to feature x ()"],
    ["No placeholder.", "extra words", "No placeholder.\n\nARGUMENTS: extra words"],
    ["No placeholder.", "", "No placeholder."],
  ])("substitutes %j with %j", (body, args, expected) => {
    expect(substituteArguments(body, args)).toBe(expected);
  });

  it("resolves a request: a command by full or unique short name, plain text, an unknown /name with a note", async () => {
    const { set } = await commands({
      ".claude/commands/ci/fix.md": "Fix $ARGUMENTS.",
      ".claude/commands/a/dup.md": "A",
      ".claude/commands/b/dup.md": "B",
    });
    expect(resolveCommand("/ci:fix the build", set)).toMatchObject({
      kind: "command",
      text: "Fix the build.",
      args: "the build",
    });
    expect(resolveCommand("  /fix  the build ", set)).toMatchObject({
      kind: "command",
      text: "Fix the build.",
    });
    expect(resolveCommand("/dup", set)).toMatchObject({
      kind: "text",
      note: expect.stringContaining("/dup is not a command") as unknown,
    });
    expect(resolveCommand("/a:dup", set)).toMatchObject({ kind: "command", text: "A" });
    expect(resolveCommand("please fix it", set)).toEqual({ kind: "text", text: "please fix it" });
    // A path is not a command.
    expect(resolveCommand("/src/app.ts is broken", set)).toEqual({
      kind: "text",
      text: "/src/app.ts is broken",
    });
    expect(resolveCommand("/deploy now", set)).toEqual({
      kind: "text",
      text: "/deploy now",
      note: "/deploy is not a command of this repository (.claude/commands/); the request was given to the model as it was written.",
    });
  });

  it("leaves out a command whose frontmatter cannot be read", async () => {
    const { set, notes } = await commands({
      ".claude/commands/bad.md": "---\nallowed-tools: [1, 2]\n---\nx",
      ".claude/commands/worse.md": "---\ndescription: [unclosed\n---\nx",
    });
    expect(set.byName.size).toBe(0);
    expect(notes[0]).toBe(
      ".claude/commands/bad.md: allowed-tools must be a comma-separated string or a list of tool names; the command /bad was left out.",
    );
    expect(notes[1]).toMatch(
      /^\.claude\/commands\/worse\.md: the frontmatter is not valid YAML: .*; the command \/worse was left out\.$/,
    );
  });
});
