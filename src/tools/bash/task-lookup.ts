// Shared by TaskOutput and TaskStop: which task a call means (task_id, or the legacy field older
// models send), and messages for a session without background tasks or an id it does not know.
import type { Result } from "../../types/result";
import type { BackgroundShells } from "../session/shells";

/** The task id from task_id or the legacy field; a message for validateInput when missing or ambiguous. */
export function taskIdOf(
  toolName: string,
  taskId: string | undefined,
  legacy: { field: string; value: string | undefined },
): Result<string> {
  if (taskId !== undefined && legacy.value !== undefined && taskId !== legacy.value)
    return {
      ok: false,
      error: `${toolName} got task_id "${taskId}" and ${legacy.field} "${legacy.value}"; pass only task_id.`,
    };
  const id = taskId ?? legacy.value;
  if (id === undefined || id.trim() === "")
    return {
      ok: false,
      error: `${toolName} needs \`task_id\`: the id Bash returned when it started the background task.`,
    };
  return { ok: true, value: id.trim() };
}

/** The message for an id the session does not know, listing the ones it does. */
export function unknownTaskMessage(id: string, shells: BackgroundShells): string {
  const known = shells.list();
  if (known.length === 0)
    return `No background task with id "${id}": this session has started none. Start one with Bash and run_in_background: true.`;
  const listed = known.map((info) => `${info.id} (${info.status}: ${firstLine(info.command)})`).join(", ");
  return `No background task with id "${id}". Known tasks: ${listed}.`;
}

export function firstLine(command: string): string {
  const line = command.split("\n")[0] ?? "";
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

export function shellsOf(shells: BackgroundShells | undefined): BackgroundShells {
  if (shells === undefined)
    throw new Error(
      "background tasks are not available in this session, so there is no task to read or stop.",
    );
  return shells;
}
