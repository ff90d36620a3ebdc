// The session's task list (TodoWrite). The GitHub layer renders it as the live checklist.
export type TodoStatus = "pending" | "in_progress" | "completed";

export interface TodoItem {
  content: string;
  status: TodoStatus;
  /** Present-tense form shown while the item is in progress ("Running the tests"). */
  activeForm: string;
}

export interface TodoList {
  get(): readonly TodoItem[];
  set(items: readonly TodoItem[]): void;
}

export class InMemoryTodoList implements TodoList {
  private items: readonly TodoItem[] = [];
  get(): readonly TodoItem[] {
    return this.items;
  }
  set(items: readonly TodoItem[]): void {
    this.items = items.map((item) => ({ ...item }));
  }
}
