import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/edit/guards.ts
var CREATE_HINT = "To create a new file, use Write (or Edit with an empty old_string).";
function notebookRedirect(path, deferLoading) {
  if (!path.toLowerCase().endsWith(".ipynb")) return void 0;
  const load = deferLoading ? ' (load it with ToolSearch "select:NotebookEdit")' : "";
  return `${path} is a Jupyter notebook; change its cells with NotebookEdit${load}.`;
}
function occurrences(count) {
  return `${String(count)} occurrence${count === 1 ? "" : "s"}`;
}
var QUOTES_NOTE = " old_string matched once curly quotes were read as straight ones; new_string was written with the file's quote characters.";
var INTERRUPTED_BEFORE_WRITE = "Interrupted: the run is stopping; nothing was written.";
var NO_CHANGE_MESSAGE = "No changes to make: old_string and new_string are exactly the same.";

// src/tools/file-state.ts
var FileReadState = class {
  records = /* @__PURE__ */ new Map();
  get(path) {
    return this.records.get(path);
  }
  record(path, record) {
    this.records.set(path, record);
  }
  /** After the session's own write the file's content is known, so later edits need no re-read. */
  recordWrite(path, written) {
    this.records.set(path, {
      mtimeMs: written.mtimeMs,
      size: written.size,
      offset: void 0,
      limit: void 0
    });
  }
  forget(path) {
    this.records.delete(path);
  }
  /** After compaction the model no longer holds what it read; "unchanged" stubs would mislead it. */
  clear() {
    this.records.clear();
  }
};
function checkReadBeforeWrite(state, path, info) {
  const record = state.get(path);
  if (record === void 0) return "File has not been read yet. Read it first before writing to it.";
  if (info.mtimeMs !== record.mtimeMs || info.size !== record.size)
    return "File has been modified since it was read (by a command, a formatter or another tool). Read it again before writing to it.";
  return void 0;
}

export {
  FileReadState,
  checkReadBeforeWrite,
  CREATE_HINT,
  notebookRedirect,
  occurrences,
  QUOTES_NOTE,
  INTERRUPTED_BEFORE_WRITE,
  NO_CHANGE_MESSAGE
};
