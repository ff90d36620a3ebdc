// The session's ToolCallHooks: the repository's PreToolUse and PostToolUse hooks (through the hook
// engine), and subdirectory CLAUDE.md files added after the first call that works in their directory.
import { relative, sep } from "node:path";
import { type NestedInstructions, renderNestedInstructions } from "../../project/instructions";
import type { AfterCallVerdict, BeforeCallVerdict, HookedCall, ToolCallHooks } from "../session/call-hooks";
import type { PermissionTarget, ToolResultContent } from "../tool";
import type { HookEngine } from "./engine";

/** What a PostToolUse hook reads as tool_response: the result's text, images named only. */
function responseText(content: ToolResultContent): string {
  if (typeof content === "string") return content;
  return content.map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n");
}

/** Repository-relative paths a call touched, for subdirectory instructions. */
function pathsOf(targets: readonly PermissionTarget[], workspaceRoot: string): string[] {
  return targets.flatMap((target) => {
    if (target.kind !== "read" && target.kind !== "write") return [];
    const rel = relative(workspaceRoot, target.path);
    return rel === "" || rel.startsWith("..") || rel.startsWith(sep) ? [] : [rel.split(sep).join("/")];
  });
}

const subjectsOf = (call: HookedCall) => [call.toolName, ...call.aliases];

export function createToolCallHooks(options: {
  engine: HookEngine | undefined;
  nested: NestedInstructions | undefined;
  workspaceRoot: string;
}): ToolCallHooks | undefined {
  const { engine, nested, workspaceRoot } = options;
  if (engine === undefined && nested === undefined) return undefined;
  const fields = (call: HookedCall) => ({
    tool_name: call.toolName,
    tool_input: call.input,
    tool_use_id: call.toolUseId,
  });
  return {
    async before(call): Promise<BeforeCallVerdict> {
      if (engine === undefined || !engine.has("PreToolUse")) return {};
      const verdict = await engine.fire("PreToolUse", subjectsOf(call), fields(call), call.cwd);
      return {
        ...(verdict.block === undefined ? {} : { block: verdict.block }),
        ...(verdict.updatedInput === undefined ? {} : { updatedInput: verdict.updatedInput }),
        ...(verdict.stop === undefined ? {} : { stop: verdict.stop }),
      };
    },
    async after(call): Promise<AfterCallVerdict> {
      const feedback: string[] = [];
      let stop: string | undefined;
      if (engine?.has("PostToolUse") === true) {
        const verdict = await engine.fire(
          "PostToolUse",
          subjectsOf(call),
          { ...fields(call), tool_response: responseText(call.response) },
          call.cwd,
        );
        if (verdict.block !== undefined)
          feedback.push(`The repository's PostToolUse hook says: ${verdict.block}`);
        for (const context of verdict.context)
          feedback.push(`Context from the repository's PostToolUse hook: ${context}`);
        stop = verdict.stop;
      }
      const added = nested === undefined ? [] : await nested.forPaths(pathsOf(call.targets, workspaceRoot));
      if (added.length > 0) feedback.push(renderNestedInstructions(added));
      return { feedback, ...(stop === undefined ? {} : { stop }) };
    },
  };
}
