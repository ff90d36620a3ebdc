// The tool list the model sees. Built-in tools come sorted by name and extra (MCP) tools after them,
// and every definition is computed once, so the tools prefix of every request is byte-identical
// across turns and runs — the prompt cache depends on it. Deferred tools are always sent, marked
// defer_loading, so loading one later never changes the prefix either. Tools that arrive during the
// session (an MCP server that connected late) are only ever appended, after every tool already sent.
import type { AnyTool, ToolFeatures } from "./tool";

export interface ApiToolDefinition {
  name: string;
  description: string;
  input_schema: Readonly<Record<string, unknown>>;
  defer_loading?: true;
}

const byName = (a: AnyTool, b: AnyTool) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export class ToolRegistry {
  private list: readonly AnyTool[] = [];
  private readonly lookup = new Map<string, AnyTool>();
  private readonly definitionCache = new Map<boolean, readonly ApiToolDefinition[]>();
  /**
   * Why a name the registry does not hold is not there, when something knows (an MCP server still
   * starting, a configured tool the policy does not allow): said to the model instead of "no such tool".
   */
  explainMissing: ((name: string) => string | undefined) | undefined;

  constructor(
    builtins: readonly AnyTool[],
    extras: readonly AnyTool[],
    private readonly features: ToolFeatures,
  ) {
    this.append(builtins);
    this.append(extras);
  }

  get tools(): readonly AnyTool[] {
    return this.list;
  }

  /**
   * Adds tools after every tool already there (sorted among themselves), for the requests from now
   * on; the definitions sent so far stay a prefix of the new ones. Returns the tools added.
   */
  append(tools: readonly AnyTool[]): AnyTool[] {
    const added = tools.filter((t) => t.isEnabled(this.features)).sort(byName);
    for (const tool of added) {
      for (const name of [tool.name, ...tool.aliases]) {
        const existing = this.lookup.get(name);
        if (existing !== undefined)
          throw new Error(
            `Tool name ${name} is used by both ${existing.name} and ${tool.name}; names must be unique.`,
          );
        this.lookup.set(name, tool);
      }
    }
    if (added.length > 0) {
      this.list = [...this.list, ...added];
      this.definitionCache.clear();
    }
    return added;
  }

  /** Runs every tool's prepare(); never rejects (a tool whose preparation failed loads on its first call). */
  async prepare(): Promise<void> {
    await Promise.allSettled(this.list.map((tool) => tool.prepare()));
  }

  /** Finds a tool by its name or one of its aliases. */
  get(name: string): AnyTool | undefined {
    return this.lookup.get(name);
  }

  names(): string[] {
    return this.list.map((t) => t.name);
  }

  deferred(): AnyTool[] {
    return this.list.filter((t) => t.shouldDefer);
  }

  /**
   * The `tools` parameter of a request. With deferLoading, deferred tools carry defer_loading: true
   * (the API keeps them out of the model's context until a tool_reference loads them); providers
   * without that feature get every tool loaded.
   */
  definitions({ deferLoading }: { deferLoading: boolean }): readonly ApiToolDefinition[] {
    let cached = this.definitionCache.get(deferLoading);
    if (cached === undefined) {
      cached = Object.freeze(
        this.list.map((tool) => ({
          name: tool.name,
          description: tool.description,
          input_schema: tool.inputJsonSchema,
          ...(deferLoading && tool.shouldDefer ? { defer_loading: true as const } : {}),
        })),
      );
      this.definitionCache.set(deferLoading, cached);
    }
    return cached;
  }
}
