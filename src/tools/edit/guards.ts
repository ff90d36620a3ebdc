// Messages shared by Edit and MultiEdit, so the two tools word the same situation the same way.
export const CREATE_HINT = "To create a new file, use Write (or Edit with an empty old_string).";

/** Edits to notebooks go through NotebookEdit, which keeps the JSON valid (and is deferred where loading is). */
export function notebookRedirect(path: string, deferLoading: boolean): string | undefined {
  if (!path.toLowerCase().endsWith(".ipynb")) return undefined;
  const load = deferLoading ? ' (load it with ToolSearch "select:NotebookEdit")' : "";
  return `${path} is a Jupyter notebook; change its cells with NotebookEdit${load}.`;
}

export function occurrences(count: number): string {
  return `${String(count)} occurrence${count === 1 ? "" : "s"}`;
}

export const QUOTES_NOTE =
  " old_string matched once curly quotes were read as straight ones; new_string was written with the file's quote characters.";

export const INTERRUPTED_BEFORE_WRITE = "Interrupted: the run is stopping; nothing was written.";

export const NO_CHANGE_MESSAGE = "No changes to make: old_string and new_string are exactly the same.";
