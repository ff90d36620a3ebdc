import { afterEach, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { buildTestTool } from "../support/test-tool";
import { toolSearchTool } from "../../src/tools/tool-search";
import { type TestBench, toolBench } from "./helpers";

const deferred = (name: string, description: string, searchHint = "") =>
  buildTestTool({
    name,
    description,
    searchHint,
    shouldDefer: true,
    inputSchema: z.strictObject({}),
    call: () => Promise.resolve(`${name} ran`),
  });

const TOOLS = [
  toolSearchTool,
  deferred("WebFetch", "Fetches a web page and answers a question about it.", "http url download"),
  deferred("NotebookEdit", "Edits a cell of a Jupyter notebook.", "ipynb jupyter"),
  deferred("WebSearch", "Searches the web.", "search engine"),
];

let bench: TestBench;
afterEach(async () => {
  await bench.cleanup();
});

describe("ToolSearch", () => {
  it("loads tools picked by name and returns tool_reference blocks for them", async () => {
    bench = await toolBench(TOOLS);
    const outcome = await bench.call("ToolSearch", { query: "select:WebFetch, notebookedit" });
    expect(outcome.result.content).toEqual([
      { type: "text", text: "Loaded WebFetch, NotebookEdit. You can call them now." },
      { type: "tool_reference", tool_name: "WebFetch" },
      { type: "tool_reference", tool_name: "NotebookEdit" },
    ]);
    expect(bench.text(await bench.call("WebFetch", {}))).toBe("WebFetch ran");
    expect(bench.context.session.deferredTools.isLoaded("WebSearch")).toBe(false);
  });

  it("ranks keyword matches, honours +required words and max_results", async () => {
    bench = await toolBench(TOOLS);
    const keywords = await bench.call("ToolSearch", { query: "web", max_results: "1" });
    expect(bench.text(keywords)).toBe("Loaded WebFetch. You can call it now.");
    const required = await bench.call("ToolSearch", { query: "+jupyter cell" });
    expect(bench.text(required)).toBe("Loaded NotebookEdit. You can call it now.");
  });

  it("says what can be loaded when nothing matches", async () => {
    bench = await toolBench(TOOLS);
    expect(bench.text(await bench.call("ToolSearch", { query: "database" }))).toBe(
      'No tools match "database". Tools that can be loaded: NotebookEdit, WebFetch, WebSearch.',
    );
  });

  it("is not offered when the provider cannot defer tools", () => {
    expect(
      toolSearchTool.isEnabled({ webSearch: false, deferLoading: false, agentDepth: 0, maxAgentDepth: 1 }),
    ).toBe(false);
  });
});
