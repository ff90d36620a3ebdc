// Searches leave out what the policy does not let the session read: a Grep of "." must not return
// lines of .env, and a Glob must not list it; and a search root is judged by where it really is.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { globTool } from "../../../src/tools/glob";
import { grepTool } from "../../../src/tools/grep";
import { type TestBench, toolBench } from "../helpers";

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

async function setup() {
  bench = await toolBench([grepTool, globTool], { canRead: (path) => !path.endsWith("/.env") });
  await writeFile(join(bench.root, ".env"), "API_TOKEN=sekrit\n");
  await writeFile(join(bench.root, "app.ts"), "const token = process.env.API_TOKEN;\n");
}

describe("searches respect what the policy lets the session read", () => {
  it.each(["files_with_matches", "content", "count"])(
    "Grep (%s) leaves out unreadable files",
    async (mode) => {
      await setup();
      const text = bench.text(await bench.call("Grep", { pattern: "API_TOKEN", output_mode: mode }));
      expect(text).toContain("app.ts");
      expect(text.split("\n").filter((line) => line.startsWith(".env") || line.includes("/.env"))).toEqual(
        [],
      );
      expect(text).not.toContain("sekrit");
    },
  );

  it("Glob leaves out unreadable files", async () => {
    await setup();
    const text = bench.text(await bench.call("Glob", { pattern: "**/*" }));
    expect(text).toContain("app.ts");
    expect(text).not.toContain(".env");
  });

  it.each([
    ["Glob", { pattern: "**/*", path: "out" }],
    ["Grep", { pattern: "TOKEN", path: "out", output_mode: "content" }],
    ["Grep", { pattern: "TOKEN", path: "out/creds.txt", output_mode: "content" }],
  ])("%s refuses a root that really leads where the policy refuses (%j)", async (tool, input) => {
    await setup();
    const elsewhere = join(bench.outside, "elsewhere");
    await mkdir(elsewhere);
    await writeFile(join(elsewhere, "creds.txt"), "TOKEN=sekrit\n");
    await symlink(elsewhere, join(bench.root, "out"));
    bench.context = { ...bench.context, mayAccess: ({ path }) => !path.startsWith(bench.outside) };
    const outcome = await bench.call(tool, input);
    expect(outcome.isError).toBe(true);
    expect(bench.text(outcome)).toContain("changed while it was being opened: it now leads to");
    expect(bench.text(outcome)).not.toContain("sekrit");
    // A link that stays inside is searched where it really is, and shown as the model named it.
    await mkdir(join(bench.root, "lib"));
    await writeFile(join(bench.root, "lib", "creds.txt"), "TOKEN=fine\n");
    await symlink(join(bench.root, "lib"), join(bench.root, "alias"));
    const inside = bench.text(await bench.call(tool, { ...input, path: input.path.replace("out", "alias") }));
    expect(inside).toContain(tool === "Glob" ? join(bench.root, "alias", "creds.txt") : "alias/creds.txt");
  });
});
