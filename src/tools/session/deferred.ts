// Deferred tools: sent to the API with defer_loading (so the request prefix never changes), announced
// to the model by name only, and loaded when ToolSearch returns a tool_reference for them.
import type { AnyTool } from "../tool";

export interface DeferredMatch {
  name: string;
  description: string;
}

export class DeferredTools {
  private readonly loaded = new Set<string>();
  private tools: readonly AnyTool[];

  /** With loadAll (a provider without deferred loading) every deferred tool counts as loaded. */
  constructor(
    tools: readonly AnyTool[],
    private readonly loadAll = false,
  ) {
    this.tools = tools;
  }

  /** Deferred tools that joined during the session (an MCP server that connected late). */
  add(tools: readonly AnyTool[]): void {
    this.tools = [...this.tools, ...tools.filter((t) => !this.isDeferred(t.name))];
  }

  names(): string[] {
    return this.tools.map((t) => t.name);
  }

  isDeferred(name: string): boolean {
    return this.tools.some((t) => t.name === name);
  }

  isLoaded(name: string): boolean {
    return this.loadAll || this.loaded.has(name);
  }

  load(names: readonly string[]): void {
    for (const name of names) if (this.isDeferred(name)) this.loaded.add(name);
  }

  /**
   * "select:A,B" picks tools by name; otherwise every word is a keyword, and "+word" must appear.
   * Matches are ranked by how many keywords hit the name, hint and description.
   */
  search(query: string, maxResults: number): DeferredMatch[] {
    const trimmed = query.trim();
    if (trimmed.toLowerCase().startsWith("select:")) {
      const wanted = trimmed
        .slice("select:".length)
        .split(",")
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== "");
      // In the order asked for, each tool once.
      const picked = [...new Set(wanted)].flatMap((name) =>
        this.tools.filter((t) => t.name.toLowerCase() === name),
      );
      return picked.slice(0, maxResults).map((t) => ({ name: t.name, description: t.description }));
    }
    const words = trimmed
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w !== "");
    const required = words.filter((w) => w.startsWith("+") && w.length > 1).map((w) => w.slice(1));
    const optional = words.filter((w) => !w.startsWith("+"));
    const scored = this.tools
      .map((tool) => {
        const name = tool.name.toLowerCase();
        const haystack = `${name} ${tool.searchHint.toLowerCase()} ${tool.description.toLowerCase()}`;
        if (!required.every((w) => haystack.includes(w))) return { tool, score: -1 };
        let score = required.length;
        for (const w of optional) {
          if (name === w) score += 10;
          else if (name.includes(w)) score += 5;
          else if (haystack.includes(w)) score += 1;
        }
        return { tool, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || a.tool.name.localeCompare(b.tool.name));
    return scored
      .slice(0, maxResults)
      .map(({ tool }) => ({ name: tool.name, description: tool.description }));
  }
}
