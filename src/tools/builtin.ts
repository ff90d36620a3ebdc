// Every built-in tool, with Claude Code's names. The registry orders them; this list only says which
// exist. Whether each is offered in a session is its own isEnabled(features).
import { agentTool } from "./agent";
import { bashTool } from "./bash";
import { editTool } from "./edit";
import { enterPlanModeTool } from "./enter-plan-mode";
import { exitPlanModeTool } from "./exit-plan-mode";
import { globTool } from "./glob";
import { grepTool } from "./grep";
import { multiEditTool } from "./multi-edit";
import { notebookEditTool } from "./notebook-edit";
import { readTool } from "./read";
import { reviewCommentTool } from "./review-comment";
import { taskOutputTool } from "./task-output";
import { taskStopTool } from "./task-stop";
import type { AnyTool } from "./tool";
import { todoWriteTool } from "./todo-write";
import { toolSearchTool } from "./tool-search";
import { webFetchTool } from "./web-fetch";
import { webSearchTool } from "./web-search";
import { writeTool } from "./write";

export const BUILTIN_TOOLS: readonly AnyTool[] = [
  agentTool,
  bashTool,
  editTool,
  enterPlanModeTool,
  exitPlanModeTool,
  globTool,
  grepTool,
  multiEditTool,
  notebookEditTool,
  readTool,
  reviewCommentTool,
  taskOutputTool,
  taskStopTool,
  todoWriteTool,
  toolSearchTool,
  webFetchTool,
  webSearchTool,
  writeTool,
];
