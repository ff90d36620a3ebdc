// ExitPlanMode: records the plan (the GitHub layer publishes it) and ends plan mode.
import type { ZodModule } from "./zod";
import { buildTool } from "./tool";
import description from "./exit-plan-mode.txt";
import inputSchemas from "./input-schemas.json";

export const exitPlanModeTool = buildTool({
  name: "ExitPlanMode",
  inputJsonSchema: inputSchemas.ExitPlanMode,
  description,
  inputSchema: (z: ZodModule) =>
    z.strictObject({
      plan: z.string().check(z.minLength(1), z.describe("The plan, in markdown")),
    }),
  isReadOnly: () => true,
  validateInput: (_input, ctx) =>
    ctx.session.plan.active
      ? undefined
      : "Plan mode is not active; there is no plan to finish. Carry on with the task.",
  call: ({ plan }, ctx) => {
    ctx.session.plan.exit(plan);
    ctx.progress({ kind: "plan", plan });
    return Promise.resolve(
      "Plan recorded; it will be published with the run's report. Plan mode is off: carry out the plan.",
    );
  },
});
