// EnterPlanMode: from here until ExitPlanMode, the pipeline lets only read-only calls run.
import type { ZodModule } from "./zod";
import { buildTool } from "./tool";
import description from "./enter-plan-mode.txt";
import inputSchemas from "./input-schemas.json";

export const enterPlanModeTool = buildTool({
  name: "EnterPlanMode",
  inputJsonSchema: inputSchemas.EnterPlanMode,
  description,
  inputSchema: (z: ZodModule) => z.strictObject({}),
  // Changes only the session's mode, never the workspace.
  isReadOnly: () => true,
  validateInput: (_input, ctx) => (ctx.session.plan.active ? "Plan mode is already active." : undefined),
  call: (_input, ctx) => {
    ctx.session.plan.enter();
    return Promise.resolve(
      "Plan mode is on: only read-only tools will run. Explore the code, then call ExitPlanMode with your plan.",
    );
  },
});
