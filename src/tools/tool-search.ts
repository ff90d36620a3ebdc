// ToolSearch: loads deferred tools. The result carries tool_reference blocks, which make the API add
// those tools' definitions to the model's context; the request's tools list itself never changes.
import type { ZodModule } from "./zod";
import { buildTool, type ToolResultContent } from "./tool";
import description from "./tool-search.txt";
import inputSchemas from "./input-schemas.json";

const inputSchema = (z: ZodModule) =>
  z.strictObject({
    query: z
      .string()
      .check(z.minLength(1), z.describe('"select:Name,Other", keywords, or "+required" words')),
    max_results: z.optional(
      z.int().check(z.positive(), z.maximum(20), z.describe("How many tools to load at most (default 5)")),
    ),
  });

interface SearchOutput {
  query: string;
  loaded: string[];
  available: string[];
}

export const toolSearchTool = buildTool({
  name: "ToolSearch",
  description,
  inputSchema,
  inputJsonSchema: inputSchemas.ToolSearch,
  isEnabled: (features) => features.deferLoading,
  isReadOnly: () => true,
  call: ({ query, max_results }, ctx): Promise<SearchOutput> => {
    const deferred = ctx.session.deferredTools;
    const matches = deferred.search(query, max_results ?? 5);
    deferred.load(matches.map((m) => m.name));
    return Promise.resolve({ query, loaded: matches.map((m) => m.name), available: deferred.names() });
  },
  mapResult: (output): ToolResultContent => {
    if (output.loaded.length === 0)
      return `No tools match "${output.query}". Tools that can be loaded: ${output.available.join(", ") || "none"}.`;
    return [
      {
        type: "text",
        text: `Loaded ${output.loaded.join(", ")}. You can call ${output.loaded.length === 1 ? "it" : "them"} now.`,
      },
      ...output.loaded.map((name) => ({ type: "tool_reference" as const, tool_name: name })),
    ];
  },
  summarize: ({ query }) => `ToolSearch ${query}`,
});
