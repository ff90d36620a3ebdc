// MCP tool names: mcp__<server>__<tool>, normalised as Claude Code does, within the API's 64
// characters, unique, and every change said with its reason.
import { describe, expect, it } from "vitest";
import { MAX_TOOL_NAME, nameServerTools, normalizeServerName } from "../../../src/tools/mcp/names";

describe("normalizeServerName", () => {
  it.each([
    ["github", { ok: true, value: "github" }],
    ["my.server", { ok: true, value: "my_server" }],
    ["my server!", { ok: true, value: "my_server_" }],
    ["a__b", { ok: false, error: expect.stringContaining('may not contain "__"') as unknown }],
    ["a..b", { ok: false, error: expect.stringContaining('may not contain "__"') as unknown }],
    ["", { ok: false, error: "the name has no letter or digit" }],
    ["x".repeat(41), { ok: false, error: "the name is longer than 40 characters" }],
  ])("%j", (configured, expected) => {
    expect(normalizeServerName(configured)).toEqual(expected);
  });
});

describe("nameServerTools", () => {
  it("keeps valid names, replaces other characters, shortens long names, and parts clashing ones", () => {
    const taken = new Set(["mcp__gh__list_2"]);
    const long = `search_${"very_".repeat(12)}long`;
    const named = nameServerTools("gh", ["create_issue", "list.items", "list_items", long, "list_2"], taken);
    expect(named.map((n) => n.name)).toEqual([
      "mcp__gh__create_issue",
      "mcp__gh__list_items",
      "mcp__gh__list_items_2",
      expect.stringMatching(/^mcp__gh__search_very_very_[a-z_]+_[0-9a-f]{8}$/) as unknown,
      "mcp__gh__list_2_2",
    ]);
    expect(named.every((n) => n.name.length <= MAX_TOOL_NAME && /^[A-Za-z0-9_-]+$/.test(n.name))).toBe(true);
    expect(named[0]?.renamed).toBeUndefined();
    expect(named[1]?.renamed).toBe(
      "list.items → mcp__gh__list_items: characters the API does not accept became _",
    );
    expect(named[2]?.renamed).toBe("list_items → mcp__gh__list_items_2: another tool already had its name");
    expect(named[3]?.renamed).toContain(`longer than ${String(MAX_TOOL_NAME)} characters, it was shortened`);
    expect(taken.size).toBe(6);
  });
});
