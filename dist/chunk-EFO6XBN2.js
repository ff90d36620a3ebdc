import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import "./chunk-SXXHESJR.js";

// src/policy/shell/denial.ts
var ShellDenial = class extends Error {
  constructor(reason) {
    super(reason);
    this.name = "ShellDenial";
  }
};
function deny(reason) {
  throw new ShellDenial(reason);
}
function excerpt(text2, max = 60) {
  const flat = text2.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
function code(text2, max = 40) {
  const short = excerpt(text2, max);
  return short.includes("`") ? `"${short}"` : `\`${short}\``;
}

// src/policy/shell/limits.ts
var MAX_COMMAND_LENGTH = 1e4;
var MAX_SIMPLE_COMMANDS = 100;
var MAX_NESTING = 20;
var MAX_TREE_DEPTH = 400;
var MAX_WORKING_DIRECTORIES = 8;

// src/policy/shell/parser.ts
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName2) {
    const fieldId = this.tree.language.fields.indexOf(fieldName2);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName2) {
    const fieldId = this.tree.language.fields.indexOf(fieldName2);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName2 = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName2 !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName2);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName2) {
    const result = this.fields.indexOf(fieldName2);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire: createRequire2 } = await import("module");
    var require = createRequire2(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code2 = wasmTypeCodes[type];
    return code2;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code2) => {
    EXITSTATUS = code2;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code2);
      ABORT = true;
    }
    quit_(code2, new ExitStatus(code2));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text2, positive) => {
      return positive ? regex.test(text2) : !regex.test(text2);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text2) => test(text2, isPositive)) : nodes.some((text2) => test(text2, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text2) => values.includes(text2)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/policy/shell/parser.ts
function locateWasm(fileName, packagePath, base = import.meta.url) {
  const beside = fileURLToPath(new URL(`./${fileName}`, base));
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve(packagePath);
}
function preferBaselineWasm() {
  setFlagsFromString("--liftoff-only");
}
async function loadParser() {
  preferBaselineWasm();
  const [runtime, grammar] = await Promise.all([
    readFile(locateWasm("web-tree-sitter.wasm", "web-tree-sitter/web-tree-sitter.wasm")),
    readFile(locateWasm("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"))
  ]);
  await Parser.init({ wasmBinary: runtime });
  const parser = new Parser();
  parser.setLanguage(await Language.load(grammar));
  return parser;
}
var parserPromise;
function bashParser() {
  parserPromise ??= loadParser().catch((error) => {
    parserPromise = void 0;
    throw error;
  });
  return parserPromise;
}

// src/policy/shell/env-names.ts
var HARMLESS = /* @__PURE__ */ new Set([
  "LANG",
  "LANGUAGE",
  "TZ",
  "CI",
  "NO_COLOR",
  "FORCE_COLOR",
  "CLICOLOR",
  "CLICOLOR_FORCE",
  "COLORTERM",
  "TERM",
  "COLUMNS",
  "LINES",
  "NODE_ENV",
  "RUST_BACKTRACE",
  "SOURCE_DATE_EPOCH"
]);
var HARMLESS_VALUE = /^[A-Za-z0-9_.,:@+= -]*$/;
var DANGEROUS = [
  {
    test: /^(?:LD_|DYLD_)/,
    why: "the dynamic loader reads it to load other shared libraries into every program"
  },
  { test: /^(?:PATH|CDPATH|EXECIGNORE)$/, why: "the shell uses it to find programs and directories" },
  {
    test: /^(?:BASH_ENV|ENV|SHELLOPTS|BASHOPTS|PS[0-4]|PROMPT_COMMAND|BASH_XTRACEFD|GLOBIGNORE|INPUTRC|HISTFILE|BASH_LOADABLES_PATH)$/,
    why: "the shell reads it for code to run or for how to read commands"
  },
  { test: /^IFS$/, why: "the shell splits words with it" },
  {
    test: /^GIT_/,
    why: "git reads GIT_* variables for programs to run (GIT_PAGER, GIT_SSH_COMMAND, GIT_EXTERNAL_DIFF) and for the repository and configuration to use"
  },
  { test: /^NODE_/, why: "Node.js reads NODE_* variables for code to preload and modules to load" },
  {
    test: /^(?:npm_config_|yarn_|pnpm_|bun_)/i,
    why: "package managers read these as configuration, including scripts and programs to run"
  },
  { test: /^PYTHON/, why: "Python reads PYTHON* variables for code to run at start-up and modules to load" },
  { test: /^(?:PERL5|PERLLIB|PERL_)/, why: "Perl reads these for modules and options to load" },
  { test: /^(?:RUBY|GEM_|BUNDLE_)/, why: "Ruby reads these for code to load and gems to use" },
  {
    test: /^(?:JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|CLASSPATH|MAVEN_OPTS|GRADLE_OPTS)$/,
    why: "the JVM reads these for agents and classes to load"
  },
  {
    test: /^(?:LESSOPEN|LESSCLOSE|LESS|LESSKEY|PAGER|MANPAGER|MANOPT|EDITOR|VISUAL|BROWSER|SHELL|TERMINFO|TERMINFO_DIRS)$/,
    why: "programs read it for another program to run (a pager, editor, browser or shell) or a file to load"
  },
  {
    test: /^(?:HOME|TMPDIR|TMP|TEMP|XDG_[A-Z_]+)$/,
    why: "programs read their configuration and write their files where it says"
  },
  {
    test: /^(?:LOCPATH|NLSPATH|GCONV_PATH|GLIBC_TUNABLES|MALLOC_[A-Z_]+|OPENSSL_CONF|SSL_CERT_FILE|SSL_CERT_DIR)$/,
    why: "the C library or OpenSSL loads other files named by it"
  },
  {
    test: /^(?:https?_proxy|all_proxy|no_proxy|ftp_proxy)$/i,
    why: "network clients send their traffic through the host it names"
  },
  {
    test: /^(?:CARGO_|RUSTC|RUSTFLAGS|RUSTDOC|GO[A-Z]*$|CC$|CXX$|CPP$|LD$|CFLAGS|CXXFLAGS|LDFLAGS|MAKEFLAGS|MAKE$)/,
    why: "build tools read it for programs and flags to run"
  }
];
var HARMLESS_LIST = "LANG, LANGUAGE, LC_*, TZ, CI, NO_COLOR, FORCE_COLOR, CLICOLOR, CLICOLOR_FORCE, COLORTERM, TERM, COLUMNS, LINES, NODE_ENV, RUST_BACKTRACE, SOURCE_DATE_EPOCH";
function isHarmlessName(name2) {
  return HARMLESS.has(name2) || /^LC_[A-Z]+$/.test(name2);
}
function checkVariable(name2, value, how) {
  const dangerous = DANGEROUS.find((entry) => entry.test.test(name2));
  if (dangerous !== void 0)
    deny(`${how} ${name2}, which is not accepted: ${dangerous.why}; run the command without it`);
  if (!isHarmlessName(name2))
    deny(
      `${how} ${name2}: only these variables may be set in a command: ${HARMLESS_LIST}; run the command without ${name2}`
    );
  if (value !== void 0 && !HARMLESS_VALUE.test(value) && !(name2 === "TZ" && /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)))
    deny(`${how} ${name2}: the value ${JSON.stringify(value)} is not a plain name or number`);
}

// src/policy/shell/paths.ts
import { posix } from "node:path";
var HARMLESS_DEVICES = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr"]);
var DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;
function isNormal(path) {
  return !path.endsWith("/") && !path.includes("//") && !DOT_SEGMENT.test(path);
}
function resolveIn(cwd, value) {
  if (value !== "" && isNormal(value) && (cwd === "/" || cwd.startsWith("/") && isNormal(cwd)))
    return cwd === "/" ? `/${value}` : `${cwd}/${value}`;
  return posix.resolve(cwd, value);
}
function absolutePaths(value, cwds) {
  if (posix.isAbsolute(value)) return [posix.resolve(value)];
  if (cwds.length === 1) return [resolveIn(cwds[0], value)];
  return [...new Set(cwds.map((cwd) => resolveIn(cwd, value)))];
}
function pathUses(kind, value, source, ctx, glob = false) {
  if (value === "-") return [];
  return absolutePaths(value, ctx.cwds).filter((path) => !HARMLESS_DEVICES.has(path)).map((path) => glob ? { kind, path, source, glob: true } : { kind, path, source });
}
function operandPaths(kind, word, ctx) {
  if (word.processSubstitution) return [];
  return pathUses(kind, word.value, "operand", ctx, word.glob);
}

// src/policy/shell/tree.ts
function near(source, index) {
  return excerpt(source.slice(Math.max(0, index - 20), index + 40), 60);
}
var TYPES_WITH_FIELDS = /* @__PURE__ */ new Set([
  "binary_expression",
  "c_style_for_statement",
  "case_item",
  "case_statement",
  "command",
  "command_substitution",
  "expansion",
  "file_redirect",
  "for_statement",
  "function_definition",
  "heredoc_redirect",
  "herestring_redirect",
  "if_statement",
  "postfix_expression",
  "redirected_statement",
  "subscript",
  "ternary_expression",
  "unary_expression",
  "variable_assignment",
  "while_statement"
]);
var LEAF_TYPES = /* @__PURE__ */ new Set([
  "ansi_c_string",
  "comment",
  "extglob_pattern",
  "file_descriptor",
  "heredoc_content",
  "heredoc_end",
  "heredoc_start",
  "raw_string",
  "regex",
  "special_variable_name",
  "string_content",
  "test_operator",
  "variable_name",
  "word"
]);
var nodeTypes = /* @__PURE__ */ new WeakMap();
function nodeTypeInfo(language) {
  let infos = nodeTypes.get(language);
  if (infos === void 0) {
    const all = [];
    for (let typeId = 0; typeId < language.types.length; typeId++) {
      const type = language.types[typeId] ?? "ERROR";
      const named = language.nodeTypeIsNamed(typeId);
      all.push({
        type,
        named,
        hasFields: TYPES_WITH_FIELDS.has(type),
        leaf: !named || LEAF_TYPES.has(type)
      });
    }
    nodeTypes.set(language, infos = all);
  }
  return infos;
}
var UNKNOWN_TYPE = { type: "ERROR", named: true, hasFields: false, leaf: false };
var NOT_LITERAL_IN_STRING = /[$`\\\x00-\x08\x0a-\x1f\x7f]/;
function isLiteralString(node) {
  return node.type === "string" && !NOT_LITERAL_IN_STRING.test(node.text);
}
function newNode(info2, field, start2, end, source) {
  return {
    type: info2.type,
    field,
    named: info2.named,
    start: start2,
    end,
    text: source.slice(start2, end),
    children: []
  };
}
function fieldName(language, cursor) {
  return language.fields[cursor.currentFieldId] ?? null;
}
function copyTree(tree, source) {
  if (tree.rootNode.hasError) deny(`the command does not parse as bash (${describeError(tree, source)})`);
  const language = tree.language;
  const infos = nodeTypeInfo(language);
  const cursor = tree.walk();
  try {
    const rootInfo = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
    const root = newNode(rootInfo, null, cursor.startIndex, cursor.endIndex, source);
    const stack = [root];
    const withFields = [rootInfo.hasFields];
    let commands = 0;
    let current = root;
    let currentLeaf = rootInfo.leaf;
    for (; ; ) {
      if (!currentLeaf && !isLiteralString(current) && cursor.gotoFirstChild()) {
        if (stack.length > MAX_TREE_DEPTH)
          deny(`the command is nested too deeply to analyse (more than ${MAX_TREE_DEPTH} levels)`);
      } else {
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) return root;
          stack.pop();
          withFields.pop();
        }
        stack.pop();
        withFields.pop();
      }
      const info2 = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
      const start2 = cursor.startIndex;
      const end = cursor.endIndex;
      const field = withFields[withFields.length - 1] === true ? fieldName(language, cursor) : null;
      const node = newNode(info2, field, start2, end, source);
      if (node.type === "ERROR")
        deny(`the command does not parse as bash (syntax error near \`${near(source, node.start)}\`)`);
      if (node.type === "command" || node.type === "test_command") {
        if (++commands > MAX_SIMPLE_COMMANDS)
          deny(
            `the command holds more than ${MAX_SIMPLE_COMMANDS} simple commands; split it into several calls`
          );
      }
      stack[stack.length - 1].children.push(node);
      stack.push(node);
      withFields.push(info2.hasFields);
      current = node;
      currentLeaf = info2.leaf;
    }
  } finally {
    cursor.delete();
  }
}
function describeError(tree, source) {
  const cursor = tree.walk();
  try {
    for (; ; ) {
      if (cursor.nodeType === "ERROR") return `syntax error near \`${near(source, cursor.startIndex)}\``;
      if (cursor.nodeIsMissing)
        return `missing ${JSON.stringify(cursor.nodeType)} near \`${near(source, cursor.startIndex)}\``;
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return `near \`${near(source, 0)}\``;
    }
  } finally {
    cursor.delete();
  }
}
function childByField(node, field) {
  return node.children.find((child) => child.field === field);
}
function childrenByField(node, field) {
  return node.children.filter((child) => child.field === field);
}

// src/policy/shell/words.ts
var UNQUOTED_SPECIAL = /* @__PURE__ */ new Set([" ", "	", "\n", ";", "&", "|", "<", ">", "(", ")", "`", "$", "'", '"']);
var GLOB_CHARS = /* @__PURE__ */ new Set(["*", "?", "["]);
function expansionReason(node) {
  const text2 = code(node.text);
  switch (node.type) {
    case "simple_expansion":
    case "expansion":
      return `${text2} expands a variable whose value is not known before the command runs; write the value literally`;
    case "command_substitution":
      return `${text2} runs a command and pastes its output into this one, which cannot be judged beforehand; run the inner command on its own first`;
    case "arithmetic_expansion":
      return `${text2} is an arithmetic expansion, which can assign variables and run commands; write the number literally`;
    case "brace_expression":
      return `${text2} is a brace expansion; write each word out`;
    case "process_substitution":
      return `${text2} (process substitution) is only accepted as a whole argument, not inside a word`;
    case "translated_string":
    case "$":
      return `${text2} ($"…" or a bare $) is not accepted; use single quotes for literal text`;
    default:
      return `${text2} (${node.type}) is not a construct this analysis understands, so the command is refused`;
  }
}
function unquotedChars(text2, out2) {
  for (let i2 = 0; i2 < text2.length; i2++) {
    const c = text2[i2];
    if (c === "\\") {
      const next = text2[i2 + 1];
      if (next === void 0) deny(`a word ends with a lone backslash (${code(text2, 40)})`);
      i2++;
      if (next !== "\n") out2.push({ c: next, quoted: true });
      continue;
    }
    if (UNQUOTED_SPECIAL.has(c))
      deny(`could not analyse the word ${code(text2, 40)} (unexpected ${JSON.stringify(c)})`);
    out2.push({ c, quoted: false });
  }
}
function doubleQuotedChars(inner, out2) {
  for (let i2 = 0; i2 < inner.length; i2++) {
    const c = inner[i2];
    if (c === "\\") {
      const next = inner[i2 + 1];
      if (next !== void 0 && '$`"\\\n'.includes(next)) {
        i2++;
        if (next !== "\n") out2.push({ c: next, quoted: true });
        continue;
      }
    } else if (c === "$" || c === "`") {
      deny(`could not analyse the string "${excerpt(inner, 40)}": it contains an unescaped ${c}`);
    }
    out2.push({ c, quoted: true });
  }
}
var SIMPLE_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function decodeAnsiC(body2) {
  let out2 = "";
  for (let i2 = 0; i2 < body2.length; i2++) {
    const c = body2[i2];
    if (c !== "\\") {
      out2 += c;
      continue;
    }
    const next = body2[i2 + 1];
    if (next === void 0) {
      out2 += "\\";
      continue;
    }
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== void 0) {
      out2 += simple;
      i2++;
      continue;
    }
    const numeric = /^(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2}))/.exec(body2.slice(i2 + 1));
    if (numeric !== null) {
      const [all, octal, hex] = numeric;
      const code2 = octal !== void 0 ? parseInt(octal, 8) : parseInt(hex, 16);
      if (code2 === 0 || code2 > 127)
        deny(`$'${excerpt(body2, 30)}' contains a NUL or non-ASCII byte escape; write the character itself`);
      out2 += String.fromCharCode(code2);
      i2 += all.length;
      continue;
    }
    if (next === "u" || next === "U")
      deny(
        `$'${excerpt(body2, 30)}' uses a \\u escape, whose value depends on the locale; write the character itself`
      );
    if (next === "c") deny(`$'${excerpt(body2, 30)}' uses a \\c control escape, which is not accepted`);
    out2 += `\\${next}`;
    i2++;
  }
  return out2;
}
function closingQuote(body2, quote) {
  for (let i2 = 0; i2 < body2.length; i2++) {
    if (body2[i2] === "\\") i2++;
    else if (body2[i2] === quote) return i2;
  }
  return -1;
}
function collectChars(node, out2) {
  const before = out2.length;
  collectQuoted(node, out2);
  if (out2.length === before && node.type !== "word" && node.type !== "concatenation")
    out2.push({ c: "", quoted: true });
}
function collectQuoted(node, out2) {
  switch (node.type) {
    case "word":
    case "extglob_pattern":
      unquotedChars(node.text, out2);
      return;
    case "number":
      if (node.children.length > 0) deny(expansionReason(node.children[0] ?? node));
      unquotedChars(node.text, out2);
      return;
    case "raw_string": {
      const text2 = node.text;
      if (text2.length < 2 || !text2.startsWith("'") || !text2.endsWith("'") || text2.slice(1, -1).includes("'"))
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      for (const c of text2.slice(1, -1)) out2.push({ c, quoted: true });
      return;
    }
    case "ansi_c_string": {
      const text2 = node.text;
      if (text2.length < 3 || !text2.startsWith("$'") || closingQuote(text2.slice(2), "'") !== text2.length - 3)
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      for (const c of decodeAnsiC(text2.slice(2, -1))) out2.push({ c, quoted: true });
      return;
    }
    case "string": {
      for (const child of node.children) {
        if (child.type === "string_content" || child.type === '"') continue;
        deny(expansionReason(child));
      }
      const text2 = node.text;
      if (text2.length < 2 || !text2.startsWith('"') || closingQuote(text2.slice(1), '"') !== text2.length - 2)
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      doubleQuotedChars(text2.slice(1, -1), out2);
      return;
    }
    case "concatenation":
      for (const child of node.children) {
        if (child.type === "process_substitution") deny(expansionReason(child));
        collectChars(child, out2);
      }
      return;
    case "==":
    case "=~":
    case "=":
    case "!=":
      for (const c of node.type) out2.push({ c, quoted: false });
      return;
    default:
      deny(expansionReason(node));
  }
}
function isNameStart(c) {
  return /[A-Za-z_]/.test(c);
}
function assignmentPrefixEnd(chars) {
  const first = chars[0];
  if (first === void 0 || first.quoted || !isNameStart(first.c)) return -1;
  for (let i2 = 1; i2 < chars.length; i2++) {
    const ch = chars[i2];
    if (ch.quoted) return -1;
    if (ch.c === "=") return i2 + 1;
    if (!/[A-Za-z0-9_]/.test(ch.c)) return -1;
  }
  return -1;
}
function expandTildeAt(chars, start2, home, stopAtColon) {
  const first = chars[start2];
  if (first === void 0 || first.quoted || first.c !== "~") return;
  let end = start2 + 1;
  while (end < chars.length) {
    const ch = chars[end];
    if (!ch.quoted && (ch.c === "/" || stopAtColon && ch.c === ":")) break;
    end++;
  }
  const prefix = chars.slice(start2, end);
  if (prefix.some((ch) => ch.quoted)) return;
  if (prefix.length > 1) {
    const text2 = prefix.map((ch) => ch.c).join("");
    deny(`\`${text2}\` is a tilde expansion whose value is not known here; write the directory literally`);
  }
  chars.splice(start2, 1, ...[...home].map((c) => ({ c, quoted: true })));
}
function expandTildes(chars, home, assignmentValue) {
  if (assignmentValue) {
    const starts = [0];
    chars.forEach((ch, i2) => {
      if (!ch.quoted && ch.c === ":") starts.push(i2 + 1);
    });
    for (const start2 of starts.reverse()) expandTildeAt(chars, start2, home, true);
    return;
  }
  const assignment = assignmentPrefixEnd(chars);
  if (assignment > 0) {
    const value = chars.slice(assignment);
    expandTildes(value, home, true);
    chars.splice(assignment, chars.length - assignment, ...value);
  }
  expandTildeAt(chars, 0, home, false);
}
function checkNoBraceExpansion(chars, original) {
  let open = false;
  let separator = false;
  for (let i2 = 0; i2 < chars.length; i2++) {
    const ch = chars[i2];
    if (ch.quoted) continue;
    if (ch.c === "{") open = true;
    else if (open && (ch.c === "," || ch.c === "." && chars[i2 + 1]?.c === "." && chars[i2 + 1]?.quoted === false))
      separator = true;
    else if (separator && ch.c === "}")
      deny(
        `${code(original, 40)} contains a brace expansion, which turns one word into several; write each word out`
      );
  }
}
function toWord(chars, original, options) {
  expandTildes(chars, options.home, options.assignmentValue === true);
  const quoted = chars.some((ch) => ch.quoted);
  const value = chars.map((ch) => ch.c).join("");
  if (options.assignmentValue === true)
    return { value, glob: false, optionLikeGlob: false, quoted, processSubstitution: false };
  checkNoBraceExpansion(chars, original);
  const firstGlob = chars.findIndex((ch) => !ch.quoted && GLOB_CHARS.has(ch.c));
  const glob = firstGlob >= 0;
  const fixedPrefix = chars.slice(0, Math.max(firstGlob, 0)).map((ch) => ch.c).join("");
  const optionLikeGlob = glob && (fixedPrefix === "" || fixedPrefix.startsWith("-"));
  return { value, glob, optionLikeGlob, quoted, processSubstitution: false };
}
function evaluateWord(node, options) {
  return literalWord(node) ?? evaluateWordByCharacters(node, options);
}
function evaluateWordByCharacters(node, options) {
  const chars = [];
  collectChars(node, chars);
  return toWord(chars, node.text, options);
}
var PLAIN_UNQUOTED = /^[A-Za-z0-9_@%+=:,./-]*$/;
var PLAIN_DOUBLE_QUOTED = /^[^"\\$`]*$/;
function literalWord(node) {
  const text2 = node.text;
  switch (node.type) {
    case "word":
      if (!PLAIN_UNQUOTED.test(text2)) return void 0;
      return { value: text2, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
    case "raw_string": {
      if (text2.length < 2 || !text2.startsWith("'") || !text2.endsWith("'")) return void 0;
      const inner = text2.slice(1, -1);
      if (inner.includes("'")) return void 0;
      return { value: inner, glob: false, optionLikeGlob: false, quoted: true, processSubstitution: false };
    }
    case "string": {
      for (const child of node.children)
        if (child.type !== "string_content" && child.type !== '"') return void 0;
      if (text2.length < 2 || !text2.startsWith('"') || !text2.endsWith('"')) return void 0;
      const inner = text2.slice(1, -1);
      if (!PLAIN_DOUBLE_QUOTED.test(inner)) return void 0;
      return { value: inner, glob: false, optionLikeGlob: false, quoted: true, processSubstitution: false };
    }
    default:
      return void 0;
  }
}
function evaluateRegex(node) {
  const text2 = node.text;
  if (/`|\$[^)|]/.test(text2) || text2.includes("\\\n"))
    deny(`the regular expression ${code(text2, 40)} contains an expansion`);
  return { value: text2, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
}

// src/policy/shell/builtins.ts
var REFUSED = {
  eval: "runs its arguments as a new command line, which cannot be judged beforehand; run the command directly",
  source: "runs the commands in a file, which are not analysed",
  ".": "runs the commands in a file, which are not analysed",
  alias: "defines an alias, which changes what later commands mean",
  unalias: "changes what later commands mean",
  trap: "stores a command to run later (on a signal or at exit), which cannot be judged now",
  history: "reads or rewrites the shell history",
  fc: "re-runs commands from the history or opens an editor",
  enable: "loads or switches shell builtins",
  hash: "changes which program a name runs",
  shopt: "changes how the shell parses and expands later commands",
  let: "evaluates arithmetic, which can assign variables and run commands",
  read: "assigns shell variables from its input, which this analysis does not follow",
  readarray: "assigns shell variables from its input, which this analysis does not follow",
  mapfile: "assigns shell variables from its input, which this analysis does not follow",
  getopts: "assigns shell variables, which this analysis does not follow",
  pushd: "changes the working directory in a way this analysis does not follow; use cd",
  popd: "changes the working directory in a way this analysis does not follow; use cd",
  coproc: "starts a coprocess, which this analysis does not follow",
  bind: "changes key bindings and can run commands",
  complete: "defines completions, which can run commands",
  compgen: "expands words (running command substitutions in them)",
  compopt: "changes completion settings",
  declare: "is only accepted as a plain statement (`declare NAME=value` with a harmless NAME)",
  typeset: "is only accepted as a plain statement (`typeset NAME=value` with a harmless NAME)",
  export: "is only accepted as a plain statement (`export NAME=value` with a harmless NAME)",
  readonly: "is only accepted as a plain statement (`readonly NAME=value` with a harmless NAME)",
  local: "is only accepted as a plain statement (`local NAME=value` with a harmless NAME)",
  unset: "is only accepted as a plain statement (`unset NAME` with a harmless NAME)",
  function: "defines a function; run the commands directly",
  select: "reads a choice from its input, which this analysis does not follow"
};
var RESERVED = /* @__PURE__ */ new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "do",
  "done",
  "case",
  "esac",
  "while",
  "until",
  "for",
  "in",
  "{",
  "}",
  "!",
  "[[",
  "]]"
]);
var CONTROL_FLOW = /* @__PURE__ */ new Set(["exit", "return", "break", "continue", "shift", "wait"]);
var SET_LETTERS = "euxvfET";
var SET_O = /* @__PURE__ */ new Set([
  "errexit",
  "nounset",
  "pipefail",
  "xtrace",
  "verbose",
  "noglob",
  "errtrace",
  "functrace"
]);
function checkBuiltin(argv) {
  const name2 = argv[0].value;
  const refused = REFUSED[name2];
  if (refused !== void 0) deny(`\`${name2}\` ${refused}`);
  if (RESERVED.has(name2))
    deny(
      `\`${name2}\` is a shell reserved word in a place where bash would not read it as one; the command could not be analysed`
    );
  if (CONTROL_FLOW.has(name2)) return "silent";
  if (name2 === "set") {
    if (argv.length === 1)
      deny("`set` without arguments prints every shell variable; print what you need instead");
    for (let i2 = 1; i2 < argv.length; i2++) {
      const token = argv[i2].value;
      if (token === "--") break;
      if (!/^[-+][A-Za-z]+$/.test(token))
        deny(
          `\`set ${token}\` is not accepted; only set -e, -u, -x, -v, -f, -E, -T and -o pipefail/errexit/nounset/xtrace`
        );
      for (const letter of token.slice(1)) {
        if (letter === "o") {
          const option = argv[++i2]?.value ?? "";
          if (!SET_O.has(option))
            deny(
              `\`set -o ${option}\` is not accepted; only -o pipefail, errexit, nounset, xtrace, verbose, noglob`
            );
        } else if (!SET_LETTERS.includes(letter))
          deny(
            `\`set ${token}\` is not accepted; only set -e, -u, -x, -v, -f, -E, -T and -o pipefail/errexit/nounset/xtrace`
          );
      }
    }
    return "silent";
  }
  return "not-builtin";
}
function changeDirectory(argv, state, home, inLoop) {
  if (inLoop)
    deny("`cd` inside a loop is not accepted (the directory could change on every turn); cd before the loop");
  let i2 = 1;
  while (i2 < argv.length && /^-[LPe@]+$/.test(argv[i2].value)) i2++;
  if (argv[i2]?.value === "--") i2++;
  const target = argv[i2];
  if (target?.value === "-")
    deny("`cd -` goes back to a directory this analysis does not track; cd to the directory by name");
  if (target?.glob === true || target?.processSubstitution === true)
    deny("`cd` needs a directory named literally (no glob or process substitution)");
  const dir = target === void 0 ? home : target.value;
  const uses = pathUses("read", dir, "operand", { cwds: state.cwds });
  const next = [.../* @__PURE__ */ new Set([...state.cwds, ...absolutePaths(dir, state.cwds)])];
  if (next.length > MAX_WORKING_DIRECTORIES)
    deny(
      `the command changes directory too many ways (more than ${MAX_WORKING_DIRECTORIES} possible working directories); split it into several calls`
    );
  state.cwds = next;
  return uses;
}
function readAssignment(node, home) {
  const name2 = childByField(node, "name");
  if (name2?.type !== "variable_name")
    deny(`${code(node.text, 40)} assigns to an array element, whose subscript bash evaluates as arithmetic`);
  const value = childByField(node, "value");
  for (const child of node.children) {
    if (child === name2 || child === value) continue;
    if (child.type !== "=" && child.type !== "+=")
      deny(`could not analyse the assignment ${code(node.text, 40)}`);
  }
  if (value === void 0) return { name: name2.text, value: "" };
  if (value.type === "array") deny(`${code(node.text, 40)} assigns an array; only plain values are accepted`);
  return { name: name2.text, value: evaluateWord(value, { home, assignmentValue: true }).value };
}
function checkDeclaration(node, home) {
  const keyword = node.children[0]?.type ?? "declare";
  let names = 0;
  for (const child of node.children.slice(1)) {
    if (child.type === "variable_assignment") {
      const { name: name2, value } = readAssignment(child, home);
      checkVariable(name2, value, `\`${keyword}\` sets`);
    } else if (child.type === "variable_name") {
      checkVariable(child.text, void 0, `\`${keyword}\` changes`);
    } else if (child.type === "word" && !/^[-+]/.test(child.text)) {
      checkVariable(child.text, void 0, `\`${keyword}\` changes`);
    } else if (child.type === "word") {
      deny(
        `\`${keyword} ${child.text}\` is not accepted: options of ${keyword} can rename variables, export functions or change attributes`
      );
    } else deny(`could not analyse ${code(node.text, 40)}`);
    names++;
  }
  if (names === 0)
    deny(`\`${keyword}\` without arguments prints every variable; print what you need instead`);
}
function checkUnset(node) {
  let names = 0;
  for (const child of node.children.slice(1)) {
    if ((child.type === "variable_name" || child.type === "word") && !child.text.startsWith("-"))
      checkVariable(child.text, void 0, "`unset` removes");
    else deny(`\`unset ${child.text}\` is not accepted; unset plain variable names only`);
    names++;
  }
  if (names === 0) deny("`unset` needs a name");
}

// src/policy/shell/dangerous-options.ts
var GIT_CONFIG = "sets git configuration for this run, and configuration can name programs to run (core.pager, core.fsmonitor, core.sshCommand, aliases)";
var FIND_EXEC = "runs a command for every file found";
var FIND_WRITE = "writes the listing to a file";
var SED_WRITE = "writes to a file";
var SED_READ = "reads a file the command line does not name";
var INLINE = "runs program text given on the command line";
var AWK = `${INLINE}; awk programs can run commands and write files`;
var DANGEROUS_OPTIONS = [
  // git, before the subcommand
  { program: "git", option: "-c", reason: GIT_CONFIG, example: "git -c core.pager=cat log" },
  {
    program: "git",
    option: "--config-env",
    reason: GIT_CONFIG,
    example: "git --config-env=core.pager=EDITOR log"
  },
  {
    program: "git",
    option: "--exec-path",
    reason: "makes git run its subcommands from another directory",
    example: "git --exec-path=/tmp/x log"
  },
  {
    program: "git",
    option: "-p",
    reason: "pipes the output through a pager program chosen by configuration",
    example: "git -p log"
  },
  {
    program: "git",
    option: "--paginate",
    reason: "pipes the output through a pager program chosen by configuration",
    example: "git --paginate log"
  },
  {
    program: "git",
    option: "--git-dir",
    reason: "uses another repository, whose configuration can name programs to run",
    example: "git --git-dir=/tmp/r/.git log"
  },
  {
    program: "git",
    option: "--bare",
    reason: "treats the working directory as a repository, whose configuration can name programs to run",
    example: "git --bare log"
  },
  {
    program: "git",
    option: "<alias>",
    reason: "is not a built-in git command: an alias or a git-<name> program can run anything",
    example: "git lg"
  },
  // git, after the subcommand
  {
    program: "git",
    option: "--output",
    reason: "writes the output to a file",
    example: "git diff --output=/tmp/x"
  },
  {
    program: "git",
    option: "--ext-diff",
    reason: "runs the external diff program named in configuration",
    example: "git log -p --ext-diff"
  },
  {
    program: "git",
    option: "--textconv",
    reason: "runs the text conversion programs named in configuration",
    example: "git show --textconv HEAD"
  },
  {
    program: "git",
    option: "--upload-pack",
    reason: "names the program git runs to fetch, which can be any local program",
    example: "git ls-remote --upload-pack=/tmp/x origin"
  },
  {
    program: "git",
    option: "--receive-pack",
    reason: "names the program git runs to push, which can be any local program",
    example: "git push --receive-pack=/tmp/x origin"
  },
  {
    program: "git",
    option: "--exec",
    reason: "names the program git runs on the other side, which can be any local program",
    example: "git archive --exec=/tmp/x --remote=origin HEAD"
  },
  {
    program: "git",
    option: "--open-files-in-pager",
    reason: "opens the matching files in a pager program",
    example: "git grep --open-files-in-pager foo"
  },
  {
    program: "git",
    option: "-O",
    reason: "opens the matching files in a pager program (git grep -O)",
    example: "git grep -O foo"
  },
  {
    program: "git",
    option: "--filters",
    reason: "runs the filter programs named in configuration",
    example: "git cat-file --filters HEAD:a"
  },
  {
    program: "git",
    option: "--config",
    reason: GIT_CONFIG,
    example: "git clone --config core.sshCommand=./x origin"
  },
  {
    program: "git",
    option: "-x",
    reason: "runs a command (git rebase -x, git difftool -x)",
    example: "git rebase -x ./x main"
  },
  {
    program: "git",
    option: "--extcmd",
    reason: "runs a command to show each diff",
    example: "git difftool --extcmd=./x"
  },
  {
    program: "git",
    option: "foreach",
    reason: "runs a command in every submodule (git submodule foreach)",
    example: "git submodule foreach ./x"
  },
  {
    program: "git",
    option: "run",
    reason: "runs a command at every step (git bisect run)",
    example: "git bisect run ./x"
  },
  // find
  { program: "find", option: "-exec", reason: FIND_EXEC, example: "find . -exec rm {} ;" },
  { program: "find", option: "-execdir", reason: FIND_EXEC, example: "find . -execdir id ;" },
  { program: "find", option: "-ok", reason: FIND_EXEC, example: "find . -ok id ;" },
  { program: "find", option: "-okdir", reason: FIND_EXEC, example: "find . -okdir id ;" },
  {
    program: "find",
    option: "-delete",
    reason: "deletes the files found",
    example: "find . -name x -delete"
  },
  { program: "find", option: "-fprint", reason: FIND_WRITE, example: "find . -fprint /tmp/x" },
  { program: "find", option: "-fprint0", reason: FIND_WRITE, example: "find . -fprint0 /tmp/x" },
  { program: "find", option: "-fprintf", reason: FIND_WRITE, example: "find . -fprintf /tmp/x %p" },
  { program: "find", option: "-fls", reason: FIND_WRITE, example: "find . -fls /tmp/x" },
  {
    program: "find",
    option: "<predicate>",
    reason: "is not a find expression this analysis knows",
    example: "find . -frobnicate"
  },
  // sed
  { program: "sed", option: "-i", reason: "edits files in place", example: "sed -i s/a/b/ a" },
  {
    program: "sed",
    option: "--in-place",
    reason: "edits files in place",
    example: "sed --in-place s/a/b/ a"
  },
  {
    program: "sed",
    option: "-f",
    reason: "reads its script from a file, which is not analysed",
    example: "sed -f script.sed a"
  },
  {
    program: "sed",
    option: "--file",
    reason: "reads its script from a file, which is not analysed",
    example: "sed --file=script.sed a"
  },
  {
    program: "sed",
    option: "e",
    reason: "runs a shell command (the sed e command)",
    example: "sed -n '1e id' a"
  },
  {
    program: "sed",
    option: "s///e",
    reason: "runs the result of a substitution as a shell command",
    example: "sed -n 's/x/y/e' a"
  },
  { program: "sed", option: "w", reason: SED_WRITE, example: "sed -n '2w /tmp/x' a" },
  { program: "sed", option: "W", reason: SED_WRITE, example: "sed -n '2W /tmp/x' a" },
  { program: "sed", option: "s///w", reason: SED_WRITE, example: "sed -n 's/x/y/w /tmp/x' a" },
  { program: "sed", option: "r", reason: SED_READ, example: "sed '1r /etc/passwd' a" },
  { program: "sed", option: "R", reason: SED_READ, example: "sed '1R /etc/passwd' a" },
  {
    program: "sed",
    option: "<script>",
    reason: "has a script this analysis could not read",
    example: "sed -n '1k' a"
  },
  // ripgrep
  {
    program: "rg",
    option: "--pre",
    reason: "runs a preprocessor program on every file searched",
    example: "rg --pre ./x.sh foo"
  },
  {
    program: "rg",
    option: "--pre-glob",
    reason: "chooses the files a --pre program runs on",
    example: "rg --pre-glob '*.pdf' foo"
  },
  {
    program: "rg",
    option: "--hostname-bin",
    reason: "runs a program to learn the host name",
    example: "rg --hostname-bin ./x foo"
  },
  // sort
  { program: "sort", option: "-o", reason: "writes the result to a file", example: "sort -o /tmp/x a" },
  {
    program: "sort",
    option: "--output",
    reason: "writes the result to a file",
    example: "sort --output=/tmp/x a"
  },
  {
    program: "sort",
    option: "--compress-program",
    reason: "runs a program to compress temporary files",
    example: "sort --compress-program=./x a"
  },
  // tar
  {
    program: "tar",
    option: "--checkpoint-action",
    reason: "runs an action, including any command, at checkpoints",
    example: "tar --checkpoint=1 --checkpoint-action=exec=id -cf a.tar b"
  },
  {
    program: "tar",
    option: "--to-command",
    reason: "pipes every extracted file into a command",
    example: "tar -xf a.tar --to-command=id"
  },
  {
    program: "tar",
    option: "--use-compress-program",
    reason: "runs a program to compress or decompress",
    example: "tar --use-compress-program=./x -tf a.tar"
  },
  {
    program: "tar",
    option: "-I",
    reason: "runs a program to compress or decompress",
    example: "tar -I ./x -tf a.tar"
  },
  {
    program: "tar",
    option: "--info-script",
    reason: "runs a script at the end of each volume",
    example: "tar --info-script=./x -tf a.tar"
  },
  {
    program: "tar",
    option: "--new-volume-script",
    reason: "runs a script at the end of each volume",
    example: "tar --new-volume-script=./x -tf a.tar"
  },
  {
    program: "tar",
    option: "-F",
    reason: "runs a script at the end of each volume",
    example: "tar -F ./x -tf a.tar"
  },
  {
    program: "tar",
    option: "--rsh-command",
    reason: "runs a remote shell program",
    example: "tar --rsh-command=./x -tf h:a.tar"
  },
  {
    program: "tar",
    option: "--rmt-command",
    reason: "runs a remote tape program",
    example: "tar --rmt-command=./x -tf h:a.tar"
  },
  {
    program: "tar",
    option: "--absolute-names",
    reason: "keeps absolute names and '..' in member names, so files can land anywhere",
    example: "tar --absolute-names -xf a.tar"
  },
  {
    program: "tar",
    option: "-P",
    reason: "keeps absolute names and '..' in member names, so files can land anywhere",
    example: "tar -P -xf a.tar"
  },
  {
    program: "tar",
    option: "<remote archive>",
    reason: "names an archive on another host (host:file), opened through a remote shell",
    example: "tar -tf evil:a.tar"
  },
  // man
  { program: "man", option: "-H", reason: "opens the page in a web browser program", example: "man -H git" },
  {
    program: "man",
    option: "--html",
    reason: "opens the page in a web browser program",
    example: "man --html git"
  },
  { program: "man", option: "-P", reason: "runs the named pager program", example: "man -P ./x git" },
  {
    program: "man",
    option: "--pager",
    reason: "runs the named pager program",
    example: "man --pager=./x git"
  },
  // tree
  { program: "tree", option: "-o", reason: "writes the listing to a file", example: "tree -o /tmp/x" },
  // interpreters with program text on the command line
  { program: "awk", option: "<program>", reason: AWK, example: "awk '{print $1}' a" },
  { program: "awk", option: "-e", reason: AWK, example: "gawk -e 'BEGIN{}' a" },
  { program: "awk", option: "--source", reason: AWK, example: "gawk --source='BEGIN{}' a" },
  { program: "perl", option: "-e", reason: INLINE, example: "perl -e 'print 1'" },
  { program: "perl", option: "-E", reason: INLINE, example: "perl -E 'say 1'" },
  { program: "python", option: "-c", reason: INLINE, example: "python3 -c 'print(1)'" },
  { program: "node", option: "-e", reason: INLINE, example: "node -e 'process.exit(0)'" },
  { program: "node", option: "--eval", reason: INLINE, example: "node --eval '1'" },
  { program: "node", option: "-p", reason: INLINE, example: "node -p '1'" },
  { program: "node", option: "--print", reason: INLINE, example: "node --print '1'" },
  { program: "ruby", option: "-e", reason: INLINE, example: "ruby -e 'p 1'" },
  { program: "php", option: "-r", reason: INLINE, example: "php -r 'echo 1;'" },
  { program: "php", option: "-B", reason: INLINE, example: "php -B 'echo 1;'" },
  { program: "php", option: "-R", reason: INLINE, example: "php -R 'echo 1;'" },
  { program: "php", option: "-E", reason: INLINE, example: "php -E 'echo 1;'" },
  { program: "lua", option: "-e", reason: INLINE, example: "lua -e 'print(1)'" },
  {
    program: "zsh",
    option: "-c",
    reason: `${INLINE}; zsh scripts are not analysed (zsh globs and expansions can run code where bash's do not)`,
    example: "zsh -c 'ls'"
  },
  { program: "ksh", option: "-c", reason: `${INLINE}; ksh scripts are not analysed`, example: "ksh -c 'ls'" },
  {
    program: "fish",
    option: "-c",
    reason: `${INLINE}; fish scripts are not analysed`,
    example: "fish -c 'ls'"
  },
  {
    program: "bash",
    option: "-c",
    reason: `${INLINE} without its script being analysed (the shell is named by a path, or has options under which its scripts are not followed)`,
    example: "bash -i -c 'ls'"
  },
  {
    program: "csh",
    option: "-c",
    reason: `${INLINE}; csh scripts are not analysed`,
    example: "tcsh -c 'ls'"
  },
  // any program
  {
    program: "*",
    option: "<option-like glob>",
    reason: "is an unquoted glob that can expand to a file name starting with '-', which the program would take as an option; write ./*.ts, or put -- before the file names",
    example: "cat *.ts"
  }
];
function dangerousOption(program, option, token) {
  const row = DANGEROUS_OPTIONS.find(
    (r) => (r.program === program || r.program === "*") && r.option === option
  );
  if (row === void 0) throw new Error(`no dangerous-option row for ${program} ${option}`);
  return { option: row.option.startsWith("<") ? token : row.option, reason: row.reason, token };
}
var spellingsOf = /* @__PURE__ */ new Map();
function dangerousSpellings(program) {
  let spellings = spellingsOf.get(program);
  if (spellings === void 0) {
    spellings = DANGEROUS_OPTIONS.filter((r) => r.program === program && r.option.startsWith("-")).map(
      (r) => r.option
    );
    spellingsOf.set(program, spellings);
  }
  return spellings;
}

// src/policy/shell/options.ts
var longOptionsOf = /* @__PURE__ */ new WeakMap();
function knownLongOptions(spec) {
  let known = longOptionsOf.get(spec);
  if (known === void 0) {
    const fromPaths = Object.keys(spec.pathOptions ?? {}).filter((name2) => name2.startsWith("--"));
    const set = /* @__PURE__ */ new Set([...spec.longArgs ?? [], ...spec.longFlags ?? [], ...fromPaths]);
    known = { names: [...set], set };
    longOptionsOf.set(spec, known);
  }
  return known;
}
function longCandidates(written, spec, known = knownLongOptions(spec)) {
  if (known.set.has(written)) return [written];
  if (spec.abbreviations === false) return [];
  return known.names.filter((name2) => name2.startsWith(written));
}
function takesValue(name2, spec) {
  return spec.longArgs?.includes(name2) === true || spec.pathOptions?.[name2] !== void 0;
}
function scanArguments(args2, spec) {
  const options = [];
  const operands = [];
  const afterDoubleDash = /* @__PURE__ */ new Set();
  let optionsEnded = false;
  const known = knownLongOptions(spec);
  for (let i2 = 0; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (optionsEnded || word.processSubstitution || token === "-" || !token.startsWith("-")) {
      operands.push(word);
      if (optionsEnded) afterDoubleDash.add(word);
      if (spec.optionsFirst === true) optionsEnded = true;
      continue;
    }
    if (token === "--") {
      optionsEnded = true;
      continue;
    }
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const written = eq === -1 ? token : token.slice(0, eq);
      const candidates = longCandidates(written, spec, known);
      const name2 = candidates.length === 1 ? candidates[0] : written;
      let value = eq === -1 ? void 0 : token.slice(eq + 1);
      let valueWord;
      if (value === void 0 && candidates.length === 1 && takesValue(name2, spec) && i2 + 1 < args2.length) {
        valueWord = args2[++i2];
        value = valueWord?.value;
      }
      options.push({
        name: name2,
        candidates: candidates.length > 0 ? candidates : [written],
        token,
        value,
        valueWord
      });
      continue;
    }
    for (let j = 1; j < token.length; j++) {
      const letter = token[j];
      const name2 = `-${letter}`;
      if ((spec.shortArgs ?? "").includes(letter) || (spec.pathOptions ?? {})[name2] !== void 0) {
        let value = token.slice(j + 1);
        let valueWord;
        if (value === "") {
          valueWord = args2[i2 + 1];
          value = valueWord?.value;
          if (valueWord !== void 0) i2++;
        }
        options.push({ name: name2, candidates: [name2], token, value, valueWord });
        break;
      }
      options.push({ name: name2, candidates: [name2], token, value: void 0, valueWord: void 0 });
    }
  }
  return { options, operands, afterDoubleDash };
}
function hasOption(scan, ...names) {
  return scan.options.some((option) => option.candidates.some((candidate) => names.includes(candidate)));
}

// src/policy/shell/programs/generic.ts
function scanProgram(program, args2, spec) {
  return scanArguments(args2, withDangerousOptions(program, spec));
}
var extendedSpecs = /* @__PURE__ */ new WeakMap();
function withDangerousOptions(program, spec) {
  let byProgram = extendedSpecs.get(spec);
  if (byProgram === void 0) extendedSpecs.set(spec, byProgram = /* @__PURE__ */ new Map());
  let extended = byProgram.get(program);
  if (extended === void 0) {
    const known = /* @__PURE__ */ new Set([
      ...spec.longArgs ?? [],
      ...spec.longFlags ?? [],
      ...Object.keys(spec.pathOptions ?? {})
    ]);
    const extra = dangerousSpellings(program).filter(
      (option) => option.startsWith("--") && !known.has(option)
    );
    extended = extra.length === 0 ? spec : { ...spec, longFlags: [...spec.longFlags ?? [], ...extra] };
    byProgram.set(program, extended);
  }
  return extended;
}
function flaggedOptions(program, scan, family = program) {
  const spellings = dangerousSpellings(family);
  const flagged = /* @__PURE__ */ new Map();
  for (const option of scan.options) {
    for (const candidate of option.candidates) {
      if (spellings.includes(candidate) && !flagged.has(candidate))
        flagged.set(candidate, dangerousOption(family, candidate, option.token));
    }
  }
  return [...flagged.values()];
}
function optionPaths(scan, spec, ctx) {
  const uses = [];
  for (const option of scan.options) {
    if (option.value === void 0) continue;
    for (const candidate of option.candidates) {
      const kind = spec.pathOptions?.[candidate];
      if (kind !== void 0)
        uses.push(...pathUses(kind, option.value, "operand", ctx, option.valueWord?.glob ?? false));
    }
  }
  return uses;
}
function operandsAs(kind, operands, ctx) {
  const uses = [];
  for (const word of operands) uses.push(...operandPaths(kind, word, ctx));
  return uses;
}
function cwdRead(ctx) {
  return pathUses("read", ".", "operand", ctx);
}
function fileProgram(program, spec) {
  return (args2, ctx) => {
    const scan = scanProgram(program, args2, spec);
    const kind = spec.operands ?? "read";
    const paths = optionPaths(scan, spec, ctx);
    if (kind !== "none") paths.push(...operandsAs(kind, scan.operands, ctx));
    if (spec.defaultsToCwd === true && scan.operands.length === 0) paths.push(...cwdRead(ctx));
    const notReadOnly = scan.options.some(
      (o) => o.candidates.some((c) => spec.notReadOnlyWith?.includes(c) === true)
    );
    return {
      paths,
      dangerous: flaggedOptions(program, scan),
      readOnly: (spec.readOnly ?? true) && !notReadOnly
    };
  };
}

// src/policy/shell/programs/file-ops.ts
var COPY = {
  shortArgs: "Smog",
  longArgs: ["--suffix", "--sparse", "--no-preserve", "--mode", "--owner", "--group", "--strip-program"],
  pathOptions: { "-t": "write", "--target-directory": "write" }
};
function copyProgram(program, sources) {
  return (args2, ctx) => {
    const scan = scanProgram(program, args2, COPY);
    const paths = optionPaths(scan, COPY, ctx);
    const hasTarget = hasOption(scan, "-t", "--target-directory");
    const allWrite = program === "install" && hasOption(scan, "-d", "--directory");
    const operands = scan.operands;
    const targets = hasTarget || allWrite ? [] : operands.slice(-1);
    const rest = hasTarget || allWrite ? operands : operands.slice(0, -1);
    paths.push(...operandsAs(allWrite ? "write" : sources, rest, ctx), ...operandsAs("write", targets, ctx));
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
  };
}
var MODE = { longArgs: ["--from"], pathOptions: { "--reference": "read" } };
function modeProgram(program) {
  return (args2, ctx) => {
    const scan = scanProgram(program, args2, MODE);
    const files = hasOption(scan, "--reference") ? scan.operands : scan.operands.slice(1);
    return {
      paths: [...optionPaths(scan, MODE, ctx), ...operandsAs("write", files, ctx)],
      dangerous: flaggedOptions(program, scan),
      readOnly: false
    };
  };
}
var ddProgram = (args2, ctx) => {
  const paths = args2.flatMap((word) => {
    const match = /^(if|of)=(.*)$/s.exec(word.value);
    if (match === null) return [];
    return pathUses(match[1] === "if" ? "read" : "write", match[2], "operand", ctx, word.glob);
  });
  return { paths, dangerous: [], readOnly: false };
};
var UNIQ = {
  shortArgs: "fsw",
  longArgs: ["--skip-fields", "--skip-chars", "--check-chars", "--all-repeated", "--group"]
};
var uniqProgram = (args2, ctx) => {
  const scan = scanProgram("uniq", args2, UNIQ);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...input ? operandPaths("read", input, ctx) : [],
    ...output ? operandPaths("write", output, ctx) : [],
    ...operandsAs("read", extra, ctx)
  ];
  return { paths, dangerous: flaggedOptions("uniq", scan), readOnly: true };
};
var XXD = { abbreviations: false, shortArgs: "cglosnC" };
var xxdProgram = (args2, ctx) => {
  const scan = scanProgram("xxd", args2, XXD);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...input ? operandPaths("read", input, ctx) : [],
    ...output ? operandPaths("write", output, ctx) : [],
    ...operandsAs("read", extra, ctx)
  ];
  return { paths, dangerous: [], readOnly: true };
};
var FILE_OPERATIONS = {
  cp: copyProgram("cp", "read"),
  install: copyProgram("install", "read"),
  mv: copyProgram("mv", "write"),
  ln: copyProgram("ln", "write"),
  chmod: modeProgram("chmod"),
  chown: modeProgram("chown"),
  chgrp: modeProgram("chgrp"),
  dd: ddProgram,
  uniq: uniqProgram,
  xxd: xxdProgram
};

// src/policy/shell/programs/find.ts
var NO_ARGUMENT = /* @__PURE__ */ new Set([
  "-depth",
  "-d",
  "-follow",
  "-mount",
  "-xdev",
  "-noleaf",
  "-ignore_readdir_race",
  "-noignore_readdir_race",
  "-daystart",
  "-warn",
  "-nowarn",
  "-empty",
  "-executable",
  "-readable",
  "-writable",
  "-false",
  "-true",
  "-nogroup",
  "-nouser",
  "-print",
  "-print0",
  "-ls",
  "-prune",
  "-quit",
  "-not",
  "-a",
  "-and",
  "-o",
  "-or",
  "!",
  "(",
  ")",
  ",",
  "-help",
  "--help",
  "-version",
  "--version"
]);
var ONE_ARGUMENT = /* @__PURE__ */ new Set([
  "-maxdepth",
  "-mindepth",
  "-amin",
  "-atime",
  "-cmin",
  "-ctime",
  "-mmin",
  "-mtime",
  "-fstype",
  "-gid",
  "-group",
  "-uid",
  "-user",
  "-ilname",
  "-iname",
  "-inum",
  "-ipath",
  "-iregex",
  "-iwholename",
  "-links",
  "-lname",
  "-name",
  "-path",
  "-perm",
  "-regex",
  "-regextype",
  "-size",
  "-type",
  "-xtype",
  "-used",
  "-wholename",
  "-context",
  "-printf"
]);
var FILE_ARGUMENT = /* @__PURE__ */ new Set(["-anewer", "-cnewer", "-newer", "-samefile", "-files0-from"]);
var WRITES_ONE = /* @__PURE__ */ new Set(["-fprint", "-fprint0", "-fls"]);
var EXEC = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
var LEADING_FLAGS = /* @__PURE__ */ new Set(["-H", "-L", "-P"]);
var findProgram = (args2, ctx) => {
  const paths = [];
  const dangerous = [];
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const token = args2[i2].value;
    if (LEADING_FLAGS.has(token) || /^-O\d*$/.test(token)) continue;
    if (token === "-D") {
      i2++;
      continue;
    }
    if (token === "--") {
      i2++;
    }
    break;
  }
  let starts = 0;
  for (; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (!word.processSubstitution && (token.startsWith("-") || token === "(" || token === "!")) break;
    paths.push(...operandPaths("read", word, ctx));
    starts++;
  }
  if (starts === 0) paths.push(...cwdRead(ctx));
  for (; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (NO_ARGUMENT.has(token)) continue;
    if (ONE_ARGUMENT.has(token) || /^-newer[aBcm]t$/.test(token)) {
      i2++;
      continue;
    }
    if (FILE_ARGUMENT.has(token) || /^-newer[aBcm][aBcm]$/.test(token)) {
      const file = args2[++i2];
      if (file !== void 0) paths.push(...operandPaths("read", file, ctx));
      continue;
    }
    if (token === "-delete") {
      dangerous.push(dangerousOption("find", token, token));
      continue;
    }
    if (WRITES_ONE.has(token) || token === "-fprintf") {
      dangerous.push(dangerousOption("find", token, token));
      const file = args2[++i2];
      if (file !== void 0) paths.push(...pathUses("write", file.value, "operand", ctx, file.glob));
      if (token === "-fprintf") i2++;
      continue;
    }
    if (EXEC.has(token)) {
      dangerous.push(dangerousOption("find", token, token));
      while (i2 + 1 < args2.length && !args2[i2 + 1].value.match(/^[;+]$/)) i2++;
      i2++;
      continue;
    }
    if (token.startsWith("-")) {
      dangerous.push(dangerousOption("find", "<predicate>", token));
      continue;
    }
    paths.push(...operandPaths("read", word, ctx));
  }
  return { paths, dangerous, readOnly: true };
};

// src/policy/shell/programs/git.ts
import { posix as posix2 } from "node:path";

// src/policy/shell/programs/git-commands.ts
var GIT_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "am",
  "annotate",
  "apply",
  "archimport",
  "archive",
  "backfill",
  "bisect",
  "blame",
  "branch",
  "bugreport",
  "bundle",
  "cat-file",
  "check-attr",
  "check-ignore",
  "check-mailmap",
  "check-ref-format",
  "checkout",
  "checkout-index",
  "cherry",
  "cherry-pick",
  "citool",
  "clean",
  "clone",
  "column",
  "commit",
  "commit-graph",
  "commit-tree",
  "config",
  "count-objects",
  "credential",
  "credential-cache",
  "credential-store",
  "cvsexportcommit",
  "cvsimport",
  "cvsserver",
  "daemon",
  "describe",
  "diagnose",
  "diff",
  "diff-files",
  "diff-index",
  "diff-tree",
  "difftool",
  "fast-export",
  "fast-import",
  "fetch",
  "fetch-pack",
  "filter-branch",
  "fmt-merge-msg",
  "for-each-ref",
  "for-each-repo",
  "format-patch",
  "fsck",
  "fsck-objects",
  "fsmonitor--daemon",
  "gc",
  "get-tar-commit-id",
  "grep",
  "gui",
  "hash-object",
  "help",
  "hook",
  "http-backend",
  "http-fetch",
  "http-push",
  "imap-send",
  "index-pack",
  "init",
  "init-db",
  "instaweb",
  "interpret-trailers",
  "last-modified",
  "log",
  "ls-files",
  "ls-remote",
  "ls-tree",
  "mailinfo",
  "mailsplit",
  "maintenance",
  "merge",
  "merge-base",
  "merge-file",
  "merge-index",
  "merge-octopus",
  "merge-one-file",
  "merge-ours",
  "merge-recursive",
  "merge-recursive-ours",
  "merge-recursive-theirs",
  "merge-resolve",
  "merge-subtree",
  "merge-tree",
  "mergetool",
  "mktag",
  "mktree",
  "multi-pack-index",
  "mv",
  "name-rev",
  "notes",
  "p4",
  "pack-objects",
  "pack-redundant",
  "pack-refs",
  "patch-id",
  "pickaxe",
  "prune",
  "prune-packed",
  "pull",
  "push",
  "quiltimport",
  "range-diff",
  "read-tree",
  "rebase",
  "receive-pack",
  "reflog",
  "refs",
  "remote",
  "remote-ext",
  "remote-fd",
  "remote-ftp",
  "remote-ftps",
  "remote-http",
  "remote-https",
  "repack",
  "replace",
  "replay",
  "repo",
  "request-pull",
  "rerere",
  "reset",
  "restore",
  "rev-list",
  "rev-parse",
  "revert",
  "rm",
  "send-email",
  "send-pack",
  "shell",
  "shortlog",
  "show",
  "show-branch",
  "show-index",
  "show-ref",
  "sparse-checkout",
  "stage",
  "stash",
  "status",
  "stripspace",
  "submodule",
  "subtree",
  "svn",
  "switch",
  "symbolic-ref",
  "tag",
  "unpack-file",
  "unpack-objects",
  "update-index",
  "update-ref",
  "update-server-info",
  "upload-archive",
  "upload-pack",
  "var",
  "verify-commit",
  "verify-pack",
  "verify-tag",
  "version",
  "whatchanged",
  "worktree",
  "write-tree"
]);

// src/policy/shell/programs/git.ts
var GLOBAL_DANGEROUS_LONG = ["--config-env", "--exec-path", "--paginate", "--git-dir", "--bare"];
var GLOBAL_WITH_VALUE = /* @__PURE__ */ new Set([
  "--git-dir",
  "--work-tree",
  "--namespace",
  "--super-prefix",
  "--config-env",
  "--list-cmds",
  "--attr-source"
]);
var SUBCOMMAND_DANGEROUS_LONG = [
  "--output",
  "--ext-diff",
  "--textconv",
  "--upload-pack",
  "--receive-pack",
  "--exec",
  "--open-files-in-pager",
  "--filters",
  "--config",
  "--extcmd"
];
var EXACT_SAFE = /* @__PURE__ */ new Set(["--text", "--filter"]);
function prefixesOf(rows) {
  const prefixes = /* @__PURE__ */ new Map();
  for (const row of rows)
    for (let end = 3; end <= row.length; end++) {
      const prefix = row.slice(0, end);
      const matching = prefixes.get(prefix) ?? [];
      if (!matching.includes(row)) matching.push(row);
      prefixes.set(prefix, matching);
    }
  return prefixes;
}
var GLOBAL_DANGEROUS_PREFIXES = prefixesOf(GLOBAL_DANGEROUS_LONG);
var SUBCOMMAND_DANGEROUS_PREFIXES = prefixesOf(SUBCOMMAND_DANGEROUS_LONG);
function dangerousLong(token, prefixes) {
  if (!token.startsWith("--") || token === "--") return [];
  const eq = token.indexOf("=");
  const name2 = eq === -1 ? token : token.slice(0, eq);
  if (EXACT_SAFE.has(name2) || name2.length < 3) return [];
  return prefixes.get(name2) ?? [];
}
var READ_ONLY = /* @__PURE__ */ new Set([
  "status",
  "diff",
  "log",
  "show",
  "rev-parse",
  "ls-files",
  "ls-tree",
  "blame",
  "annotate",
  "shortlog",
  "describe",
  "rev-list",
  "cat-file",
  "merge-base",
  "name-rev",
  "show-ref",
  "for-each-ref",
  "diff-tree",
  "diff-files",
  "diff-index",
  "show-branch",
  "check-ignore",
  "check-attr",
  "check-mailmap",
  "check-ref-format",
  "count-objects",
  "grep",
  "whatchanged",
  "version",
  "range-diff",
  "cherry"
]);
var BRANCH_LISTING = /* @__PURE__ */ new Set([
  "-a",
  "--all",
  "-r",
  "--remotes",
  "-l",
  "--list",
  "-v",
  "-vv",
  "--verbose",
  "-q",
  "--quiet",
  "--contains",
  "--no-contains",
  "--merged",
  "--no-merged",
  "--points-at",
  "--sort",
  "--format",
  "--column",
  "--no-column",
  "--color",
  "--no-color",
  "--show-current",
  "--abbrev",
  "--no-abbrev",
  "-i",
  "--ignore-case",
  "--omit-empty"
]);
var TAG_LISTING = /* @__PURE__ */ new Set([
  "-l",
  "--list",
  "--contains",
  "--no-contains",
  "--merged",
  "--no-merged",
  "--points-at",
  "--sort",
  "--format",
  "--column",
  "--no-column",
  "--color",
  "-i",
  "--ignore-case",
  "--omit-empty"
]);
var SUBCOMMAND_SPEC = {
  shortArgs: "",
  longArgs: [
    "--format",
    "--pretty",
    "--author",
    "--committer",
    "--grep",
    "--since",
    "--until",
    "--after",
    "--before",
    "--max-count",
    "--skip",
    "--sort",
    "--abbrev",
    "--points-at",
    "--contains",
    "--merged",
    "--no-merged"
  ],
  pathOptions: { "--contents": "read", "--ignore-revs-file": "read", "--exclude-from": "read" }
};
function onlyListing(scan, allowed) {
  const longs = [...allowed].filter((name2) => name2.startsWith("--"));
  const listingOption = scan.options.every((option) => {
    if (!option.token.startsWith("--"))
      return allowed.has(option.name) || allowed === TAG_LISTING && /^-[n0-9]$/.test(option.name);
    const written = option.token.split("=")[0];
    return longs.some((name2) => name2.startsWith(written));
  });
  const list = scan.options.some(
    (option) => option.name === "-l" || option.token.startsWith("--l") && "--list".startsWith(option.token)
  );
  return listingOption && (scan.operands.length === 0 || list);
}
function subcommandReadOnly(subcommand, scan) {
  if (READ_ONLY.has(subcommand)) return true;
  const first = scan.operands[0]?.value;
  switch (subcommand) {
    case "branch":
      return onlyListing(scan, BRANCH_LISTING);
    case "tag":
      return onlyListing(scan, TAG_LISTING);
    case "stash":
      return first === "list" || first === "show";
    case "worktree":
      return first === "list";
    case "reflog":
      return !["expire", "delete", "drop", "write"].includes(first ?? "show");
    default:
      return false;
  }
}
function blobPaths(operands, ctx, cwds) {
  const uses = [];
  for (const word of operands) {
    const match = /^([^:]*):(.+)$/.exec(word.value);
    const path = match?.[2];
    if (path === void 0 || word.value.startsWith(":/")) continue;
    const relativeToCwd = path.startsWith("./") || path.startsWith("../");
    const base = relativeToCwd ? cwds : [ctx.env.workspaceRoot];
    uses.push(...pathUses("read", posix2.isAbsolute(path) ? `.${path}` : path, "operand", { cwds: base }));
  }
  return uses;
}
var gitProgram = (args2, ctx) => {
  const paths = [];
  const dangerous = [];
  const flag = (option, token) => {
    if (!dangerous.some((d) => d.option === option)) dangerous.push(dangerousOption("git", option, token));
  };
  let cwds = ctx.cwds;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const token = args2[i2].value;
    if (!token.startsWith("-")) break;
    if (token === "-C") {
      const dir = args2[++i2];
      if (dir !== void 0) {
        paths.push(...operandPaths("read", dir, { cwds }));
        cwds = absolutePaths(dir.value, cwds);
      }
      continue;
    }
    if (token.startsWith("-c") && !token.startsWith("--")) {
      flag("-c", token);
      if (token === "-c") i2++;
      continue;
    }
    if (token === "-p") {
      flag("-p", token);
      continue;
    }
    for (const option of dangerousLong(token, GLOBAL_DANGEROUS_PREFIXES)) flag(option, token);
    const name2 = token.split("=")[0];
    let value;
    if (GLOBAL_WITH_VALUE.has(name2) && !token.includes("=")) value = args2[++i2];
    const valueText = token.includes("=") ? token.slice(token.indexOf("=") + 1) : value?.value;
    if ((name2 === "--git-dir" || name2 === "--work-tree") && valueText !== void 0)
      paths.push(...pathUses("read", valueText, "operand", { cwds }));
  }
  const subcommand = args2[i2]?.value;
  if (subcommand === void 0) return { paths, dangerous, readOnly: dangerous.length === 0 };
  if (!GIT_COMMANDS.has(subcommand)) {
    dangerous.push(dangerousOption("git", "<alias>", subcommand));
    return { paths, dangerous, readOnly: false };
  }
  const rest = args2.slice(i2 + 1);
  const spec = subcommand === "grep" ? {
    ...SUBCOMMAND_SPEC,
    shortArgs: "efABCmO",
    pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-f": "read" }
  } : subcommand === "ls-files" ? { ...SUBCOMMAND_SPEC, pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-X": "read" } } : subcommand === "blame" || subcommand === "annotate" ? { ...SUBCOMMAND_SPEC, pathOptions: { ...SUBCOMMAND_SPEC.pathOptions, "-S": "read" } } : SUBCOMMAND_SPEC;
  const scan = scanArguments(rest, spec);
  const sub = { ...ctx, cwds };
  paths.push(...optionPaths(scan, spec, sub));
  for (let j = 0; j < rest.length; j++) {
    const word = rest[j];
    if (word.value === "--") break;
    for (const option of dangerousLong(word.value, SUBCOMMAND_DANGEROUS_PREFIXES)) {
      flag(option, word.value);
      if (option === "--output") {
        const eq = word.value.indexOf("=");
        const target = eq === -1 ? rest[j + 1]?.value : word.value.slice(eq + 1);
        if (target !== void 0) paths.push(...pathUses("write", target, "operand", sub));
      }
    }
  }
  if (subcommand === "grep" && scan.options.some((o) => o.name === "-O")) flag("-O", "-O");
  if (subcommand === "clone" && scan.options.some((o) => o.name === "-c")) flag("-c", "-c");
  if ((subcommand === "rebase" || subcommand === "difftool") && scan.options.some((o) => o.name === "-x"))
    flag("-x", "-x");
  const action = scan.operands[0]?.value;
  if (subcommand === "submodule" && scan.operands.some((word) => word.value === "foreach"))
    flag("foreach", "foreach");
  if (subcommand === "bisect" && action === "run") flag("run", "run");
  if (subcommand === "diff" || subcommand === "grep") paths.push(...operandsAs("read", scan.operands, sub));
  else paths.push(...operandsAs("read", [...scan.afterDoubleDash], sub));
  if (["show", "cat-file", "diff", "grep"].includes(subcommand))
    paths.push(...blobPaths(scan.operands, ctx, cwds));
  return { paths, dangerous, readOnly: subcommandReadOnly(subcommand, scan) };
};

// src/policy/shell/programs/interpreters.ts
var PYTHON = {
  family: "python",
  inline: ["-c"],
  shortArgs: "cmWX",
  longArgs: [],
  module: ["-m"],
  noProgram: ["-V", "--version", "-h", "--help"]
};
var NODE = {
  family: "node",
  inline: ["-e", "--eval", "-p", "--print"],
  shortArgs: "eprC",
  longArgs: [
    "--eval",
    "--print",
    "--require",
    "--import",
    "--loader",
    "--experimental-loader",
    "--conditions",
    "--input-type",
    "--env-file",
    "--title",
    "--run"
  ],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help", "--test", "--run"],
  readsFile: ["--env-file", "-r", "--require", "--import"]
};
var PERL = {
  family: "perl",
  inline: ["-e", "-E"],
  shortArgs: "eEIMm",
  longArgs: [],
  module: [],
  noProgram: ["-v", "-V", "-h"]
};
var RUBY = {
  family: "ruby",
  inline: ["-e"],
  shortArgs: "erICEF",
  longArgs: [],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help"]
};
var PHP = {
  family: "php",
  inline: ["-r", "-B", "-R", "-E"],
  shortArgs: "rBREFdcfz",
  longArgs: [],
  module: [],
  noProgram: ["-v", "--version", "-h", "--help", "-m", "-i", "-l"]
};
var LUA = {
  family: "lua",
  inline: ["-e"],
  shortArgs: "el",
  longArgs: [],
  module: [],
  noProgram: ["-v"]
};
function readCall(spec, args2, ctx) {
  const dangerous = [];
  const paths = [];
  let code2 = false;
  let noProgram = false;
  for (let i2 = 0; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (token === "-" || !token.startsWith("-") || word.processSubstitution) {
      if (code2 || noProgram) return { dangerous, paths, fromStdin: false };
      if (token === "-" || token === "/dev/stdin") return { dangerous, paths, fromStdin: true };
      paths.push(...operandPaths("read", word, ctx));
      return { dangerous, paths, fromStdin: false };
    }
    if (token === "--") {
      const script = args2[i2 + 1];
      if (!code2 && script !== void 0) paths.push(...operandPaths("read", script, ctx));
      return {
        dangerous,
        paths,
        fromStdin: !code2 && !noProgram && (script === void 0 || script.value === "-")
      };
    }
    const options = [];
    if (token.startsWith("--")) {
      const eq = token.indexOf("=");
      const name2 = eq === -1 ? token : token.slice(0, eq);
      let value = eq === -1 ? void 0 : token.slice(eq + 1);
      if (value === void 0 && spec.longArgs.includes(name2)) value = args2[++i2]?.value;
      options.push({ name: name2, value });
    } else {
      for (let j = 1; j < token.length; j++) {
        const name2 = `-${token[j]}`;
        if (spec.shortArgs.includes(token[j])) {
          let value = token.slice(j + 1);
          if (value === "") value = args2[++i2]?.value;
          options.push({ name: name2, value });
          break;
        }
        options.push({ name: name2, value: void 0 });
      }
    }
    for (const { name: name2, value } of options) {
      if (spec.inline.includes(name2)) {
        dangerous.push(dangerousOption(spec.family, name2, token));
        code2 = true;
      }
      if (spec.module.includes(name2)) return { dangerous, paths, fromStdin: false };
      if (spec.noProgram.includes(name2)) noProgram = true;
      if (spec.readsFile?.includes(name2) === true && value !== void 0)
        paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  return { dangerous, paths, fromStdin: !code2 && !noProgram };
}
function interpreter(spec) {
  return (args2, ctx) => {
    const call = readCall(spec, args2, ctx);
    return { paths: call.paths, dangerous: call.dangerous, readOnly: false };
  };
}
var AWK_VALUE = /* @__PURE__ */ new Set([
  "-F",
  "-v",
  "-f",
  "-e",
  "-i",
  "-l",
  "-E",
  "-W",
  "--field-separator",
  "--assign",
  "--file",
  "--source",
  "--include",
  "--load",
  "--exec"
]);
var AWK_OUTPUT = /^(?:-[opd]|--pretty-print|--profile|--dump-variables)(?:=?(.*))?$/s;
function readAwk(args2, ctx) {
  const dangerous = [];
  const paths = [];
  let program = false;
  let fromStdin = false;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (token === "--") {
      i2++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    const eq = token.indexOf("=");
    const name2 = token.startsWith("--") ? eq === -1 ? token : token.slice(0, eq) : token.slice(0, 2);
    let value = token.startsWith("--") ? eq === -1 ? void 0 : token.slice(eq + 1) : token.slice(2) || void 0;
    const output = AWK_OUTPUT.exec(token);
    if (output !== null) {
      const fallback = name2 === "-d" || name2 === "--dump-variables" ? "awkvars.out" : "awkprof.out";
      const file = output[1] === void 0 || output[1] === "" ? fallback : output[1];
      paths.push(...pathUses("write", file, "operand", ctx));
      continue;
    }
    if (AWK_VALUE.has(name2) && value === void 0) value = args2[++i2]?.value;
    if (name2 === "-e" || name2 === "--source") {
      dangerous.push(dangerousOption("awk", name2, token));
      program = true;
    }
    if (name2 === "-f" || name2 === "--file" || name2 === "-E" || name2 === "--exec" || name2 === "-i" || name2 === "--include") {
      program = program || name2 !== "-i";
      if (value === "-" || value === "/dev/stdin") fromStdin = true;
      else if (value !== void 0) paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  const operands = args2.slice(i2);
  if (!program) {
    const text2 = operands.shift();
    if (text2 !== void 0) dangerous.push(dangerousOption("awk", "<program>", text2.value));
  }
  for (const word of operands) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(word.value)) paths.push(...operandPaths("read", word, ctx));
  }
  return { dangerous, paths, fromStdin };
}
var awkProgram = (args2, ctx) => {
  const call = readAwk(args2, ctx);
  return { paths: call.paths, dangerous: call.dangerous, readOnly: false };
};
var SPECS = [
  [/^(?:python[0-9.]*|pypy[0-9.]*)$/, PYTHON],
  [/^(?:node|nodejs)$/, NODE],
  [/^perl[0-9.]*$/, PERL],
  [/^ruby[0-9.]*$/, RUBY],
  [/^php[0-9.]*$/, PHP],
  [/^lua[0-9.]*$/, LUA]
];
var AWKS = /^(?:awk|gawk|mawk|nawk)$/;
function interpreterFor(name2) {
  if (AWKS.test(name2)) return awkProgram;
  const spec = SPECS.find(([pattern]) => pattern.test(name2))?.[1];
  return spec === void 0 ? void 0 : interpreter(spec);
}
function isInterpreter(name2) {
  return SPECS.some(([pattern]) => pattern.test(name2));
}
function programFromStdin(name2, args2, ctx) {
  if (AWKS.test(name2)) return readAwk(args2, ctx).fromStdin;
  const spec = SPECS.find(([pattern]) => pattern.test(name2))?.[1];
  return spec !== void 0 && readCall(spec, args2, ctx).fromStdin;
}

// src/policy/shell/programs/misc.ts
var FILE_TESTS = /* @__PURE__ */ new Set([
  "-a",
  "-b",
  "-c",
  "-d",
  "-e",
  "-f",
  "-g",
  "-h",
  "-k",
  "-p",
  "-r",
  "-s",
  "-u",
  "-w",
  "-x",
  "-G",
  "-L",
  "-N",
  "-O",
  "-S"
]);
var FILE_COMPARISONS = /* @__PURE__ */ new Set(["-nt", "-ot", "-ef"]);
var ARITHMETIC = /* @__PURE__ */ new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);
var testProgram = (args2, ctx) => {
  const paths = [];
  args2.forEach((word, i2) => {
    const token = word.value;
    const next = args2[i2 + 1];
    const previous = args2[i2 - 1];
    if (token === "-v" || token === "-R")
      deny(
        `\`${token}\` in a test looks up a variable by a name that can hold an array subscript, which bash evaluates (running any command in it); compare values literally instead`
      );
    if (FILE_TESTS.has(token) && next !== void 0) paths.push(...operandPaths("read", next, ctx));
    if (FILE_COMPARISONS.has(token)) {
      for (const side of [previous, next])
        if (side !== void 0) paths.push(...operandPaths("read", side, ctx));
    }
    if (ARITHMETIC.has(token)) {
      for (const side of [previous, next])
        if (side !== void 0 && !/^[+-]?[0-9]+$/.test(side.value))
          deny(
            `\`${side.value} ${token}\` compares a value that is not a literal integer; bash evaluates it as arithmetic, which can run commands`
          );
    }
  });
  return { paths, dangerous: [], readOnly: true };
};
var bracketProgram = (args2, ctx) => {
  if (args2[args2.length - 1]?.value !== "]") return { ...testProgram(args2, ctx), readOnly: false };
  return testProgram(args2.slice(0, -1), ctx);
};
var DATE = {
  shortArgs: "ds",
  longArgs: ["--date", "--set", "--rfc-3339", "--resolution"],
  pathOptions: { "-f": "read", "--file": "read", "-r": "read", "--reference": "read" }
};
var dateProgram = (args2, ctx) => {
  const scan = scanProgram("date", args2, DATE);
  const sets = hasOption(scan, "-s", "--set") || scan.operands.some((word) => !word.value.startsWith("+"));
  return { paths: optionPaths(scan, DATE, ctx), dangerous: [], readOnly: !sets };
};
var hostnameProgram = (args2, ctx) => {
  const scan = scanProgram("hostname", args2, { pathOptions: { "-F": "read", "--file": "read" } });
  const sets = scan.operands.length > 0 || hasOption(scan, "-F", "--file", "-b", "--boot");
  return {
    paths: optionPaths(scan, { pathOptions: { "-F": "read", "--file": "read" } }, ctx),
    dangerous: [],
    readOnly: !sets
  };
};
var jqProgram = (args2, ctx) => {
  const paths = [];
  const operands = [];
  let fromFile = false;
  let valuesOnly = false;
  for (let i2 = 0; i2 < args2.length; i2++) {
    const word = args2[i2];
    const token = word.value;
    if (word.processSubstitution || token === "-" || !token.startsWith("-")) {
      operands.push(word);
      continue;
    }
    if (token === "--arg" || token === "--argjson") i2 += 2;
    else if (token === "--slurpfile" || token === "--rawfile") {
      const file = args2[i2 + 2];
      if (file !== void 0) paths.push(...operandPaths("read", file, ctx));
      i2 += 2;
    } else if (token === "--args" || token === "--jsonargs") valuesOnly = true;
    else if (token === "--from-file") fromFile = true;
    else if (token === "--indent") i2++;
    else if (token === "-L" || token === "--library-path") {
      const dir = args2[++i2];
      if (dir !== void 0) paths.push(...operandPaths("read", dir, ctx));
    } else if (token.startsWith("-L")) paths.push(...pathUses("read", token.slice(2), "operand", ctx));
    else if (!token.startsWith("--") && token.includes("f")) fromFile = true;
  }
  const [filter, ...files] = operands;
  if (fromFile && filter !== void 0) paths.push(...operandPaths("read", filter, ctx));
  if (!valuesOnly) paths.push(...operandsAs("read", files, ctx));
  return { paths, dangerous: [], readOnly: true };
};
var MAN = {
  shortArgs: "MPSsemRLEpr",
  longArgs: [
    "--manpath",
    "--pager",
    "--sections",
    "--extension",
    "--systems",
    "--preprocessor",
    "--recode",
    "--locale",
    "--prompt",
    "--encoding"
  ],
  longFlags: ["--html", "--local-file"],
  pathOptions: { "-C": "read", "--config-file": "read" }
};
var manProgram = (args2, ctx) => {
  const scan = scanProgram("man", args2, MAN);
  const local = hasOption(scan, "-l", "--local-file");
  const files = scan.operands.filter((word) => local || word.value.includes("/"));
  const dangerous = flaggedOptions("man", scan);
  return {
    paths: [...optionPaths(scan, MAN, ctx), ...operandsAs("read", files, ctx)],
    dangerous,
    readOnly: true
  };
};
var printfProgram = (args2) => {
  const first = args2[0]?.value ?? "";
  if (first.startsWith("-v"))
    deny(
      "`printf -v` assigns a shell variable, which this analysis does not follow; print the value instead"
    );
  return { paths: [], dangerous: [], readOnly: true };
};
var MISC_PROGRAMS = {
  test: testProgram,
  "[": bracketProgram,
  "[[": testProgram,
  date: dateProgram,
  hostname: hostnameProgram,
  jq: jqProgram,
  man: manProgram,
  printf: printfProgram,
  env: fileProgram("env", { operands: "none", readOnly: false }),
  // Reached only as `command -v NAME` (any other form is unwrapped): it describes NAME, runs nothing.
  command: (args2) => ({
    paths: [],
    dangerous: [],
    readOnly: args2.some((word) => /^-[pvV]*[vV]/.test(word.value))
  })
};

// src/policy/shell/programs/search.ts
var GREP = {
  shortArgs: "efmABCdD",
  longArgs: [
    "--regexp",
    "--max-count",
    "--after-context",
    "--before-context",
    "--context",
    "--devices",
    "--directories",
    "--label",
    "--include",
    "--exclude",
    "--exclude-dir",
    "--group-separator",
    "--binary-files"
  ],
  longFlags: [
    "--recursive",
    "--dereference-recursive",
    "--color",
    "--colour",
    "--count",
    "--files-with-matches",
    "--files-without-match",
    "--fixed-strings"
  ],
  pathOptions: { "-f": "read", "--file": "read", "--exclude-from": "read" }
};
function grepProgram(program, alwaysRecursive = false) {
  return (args2, ctx) => {
    const scan = scanProgram(program, args2, GREP);
    const patternGiven = hasOption(scan, "-e", "--regexp", "-f", "--file");
    const files = patternGiven ? scan.operands : scan.operands.slice(1);
    const paths = [...optionPaths(scan, GREP, ctx), ...operandsAs("read", files, ctx)];
    const recursive = alwaysRecursive || hasOption(scan, "-r", "-R", "--recursive", "--dereference-recursive");
    if (files.length === 0 && recursive) paths.push(...cwdRead(ctx));
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: true };
  };
}
var RG = {
  abbreviations: false,
  shortArgs: "ABCdEefgjMmrTt",
  longArgs: [
    "--after-context",
    "--before-context",
    "--context",
    "--context-separator",
    "--color",
    "--colors",
    "--dfa-size-limit",
    "--encoding",
    "--engine",
    "--field-context-separator",
    "--field-match-separator",
    "--glob",
    "--iglob",
    "--hostname-bin",
    "--hyperlink-format",
    "--max-columns",
    "--max-count",
    "--max-depth",
    "--max-filesize",
    "--path-separator",
    "--pre",
    "--pre-glob",
    "--regex-size-limit",
    "--regexp",
    "--replace",
    "--sort",
    "--sortr",
    "--threads",
    "--type",
    "--type-add",
    "--type-clear",
    "--type-not",
    "--generate"
  ],
  pathOptions: { "-f": "read", "--file": "read", "--ignore-file": "read" }
};
var rgProgram = (args2, ctx) => {
  const scan = scanProgram("rg", args2, RG);
  const noPattern = hasOption(
    scan,
    "-e",
    "--regexp",
    "-f",
    "--file",
    "--files",
    "--type-list",
    "--generate",
    "--help",
    "-h",
    "--version",
    "-V"
  );
  const files = noPattern ? scan.operands : scan.operands.slice(1);
  const paths = [...optionPaths(scan, RG, ctx), ...operandsAs("read", files, ctx)];
  if (files.length === 0) paths.push(...cwdRead(ctx));
  return { paths, dangerous: flaggedOptions("rg", scan), readOnly: true };
};

// src/policy/shell/programs/sed-script.ts
var Unreadable = class extends Error {
};
var SIMPLE = /* @__PURE__ */ new Set(["=", "d", "D", "g", "G", "h", "H", "n", "N", "p", "P", "x", "z", "F"]);
var WITH_NUMBER = /* @__PURE__ */ new Set(["l", "L", "q", "Q"]);
function readSedScript(script) {
  const findings = [];
  let i2 = 0;
  let depth = 0;
  const fail = () => {
    throw new Unreadable();
  };
  const peek = () => script[i2];
  const skipBlanks = () => {
    while (peek() === " " || peek() === "	") i2++;
  };
  const restOfLine = () => {
    const end = script.indexOf("\n", i2);
    const text2 = script.slice(i2, end === -1 ? script.length : end);
    i2 = end === -1 ? script.length : end;
    return text2;
  };
  const skipText = () => {
    while (i2 < script.length) {
      const c = script[i2];
      if (c === "\\") {
        i2 += 2;
        continue;
      }
      if (c === "\n") return;
      i2++;
    }
  };
  const skipBracket = () => {
    let j = i2 + 1;
    if (script[j] === "^") j++;
    if (script[j] === "]") j++;
    for (; ; ) {
      const c = script[j];
      if (c === void 0 || c === "\n") fail();
      if (c === "[" && (script[j + 1] === ":" || script[j + 1] === "=" || script[j + 1] === ".")) {
        const close = script.indexOf(`${script[j + 1]}]`, j + 2);
        if (close === -1) fail();
        j = close + 2;
        continue;
      }
      j++;
      if (c === "]") break;
    }
    i2 = j;
  };
  const skipDelimited = (delimiter, regex) => {
    for (; ; ) {
      const c = script[i2];
      if (c === void 0) fail();
      if (c === "\\") {
        if (script[i2 + 1] === void 0) fail();
        i2 += 2;
        continue;
      }
      if (c === delimiter) {
        i2++;
        return;
      }
      if (c === "\n") fail();
      if (regex && c === "[") {
        skipBracket();
        continue;
      }
      i2++;
    }
  };
  const readNumber = () => {
    const start2 = i2;
    while (/[0-9]/.test(peek() ?? "")) i2++;
    return i2 > start2;
  };
  const regexFlags = () => {
    while (peek() === "I" || peek() === "M") i2++;
  };
  const address = (second) => {
    const c = peek();
    if (c === void 0) return false;
    if (/[0-9]/.test(c)) {
      readNumber();
      if (peek() === "~") {
        i2++;
        if (!readNumber()) fail();
      }
      return true;
    }
    if (c === "$") {
      i2++;
      return true;
    }
    if (c === "/" || c === "\\") {
      let delimiter = "/";
      if (c === "\\") {
        delimiter = script[i2 + 1] ?? fail();
        if (delimiter === "\n" || delimiter === "\\") fail();
        i2++;
      }
      i2++;
      skipDelimited(delimiter, true);
      regexFlags();
      return true;
    }
    if (second && (c === "+" || c === "~")) {
      i2++;
      if (!readNumber()) fail();
      return true;
    }
    return false;
  };
  const endOfCommand = () => {
    skipBlanks();
    const c = peek();
    if (c === void 0 || c === "\n" || c === ";" || c === "}" || c === "#") return;
    fail();
  };
  const readFile2 = () => {
    skipBlanks();
    const file = restOfLine();
    if (file === "") fail();
    return file;
  };
  const label = () => {
    skipBlanks();
    while (i2 < script.length && !/[\s;]/.test(script[i2])) i2++;
    i2++;
  };
  const substitute = () => {
    const delimiter = script[i2];
    if (delimiter === void 0 || delimiter === "\n" || delimiter === "\\") fail();
    i2++;
    skipDelimited(delimiter, true);
    skipDelimited(delimiter, false);
    for (; ; ) {
      const c = peek();
      if (c === void 0) return;
      if ("gpiImM0123456789 	".includes(c)) {
        i2++;
      } else if (c === "e") {
        findings.push({ command: "s///e" });
        i2++;
      } else if (c === "w") {
        i2++;
        findings.push({ command: "s///w", file: readFile2() });
        return;
      } else {
        endOfCommand();
        return;
      }
    }
  };
  try {
    for (; ; ) {
      while (i2 < script.length && /[ \t\n;]/.test(script[i2])) i2++;
      if (i2 >= script.length) break;
      if (peek() === "#") {
        restOfLine();
        continue;
      }
      if (address(false)) {
        skipBlanks();
        if (peek() === ",") {
          i2++;
          skipBlanks();
          if (!address(true)) fail();
        }
      }
      skipBlanks();
      while (peek() === "!") {
        i2++;
        skipBlanks();
      }
      const command = script[i2++];
      if (command === void 0) fail();
      else if (command === "{") depth++;
      else if (command === "}") {
        if (--depth < 0) fail();
        endOfCommand();
      } else if (SIMPLE.has(command)) endOfCommand();
      else if (WITH_NUMBER.has(command)) {
        skipBlanks();
        readNumber();
        endOfCommand();
      } else if (command === ":" || command === "b" || command === "t" || command === "T") label();
      else if (command === "v") label();
      else if (command === "a" || command === "i" || command === "c") skipText();
      else if (command === "r" || command === "R" || command === "w" || command === "W")
        findings.push({ command, file: readFile2() });
      else if (command === "e") {
        restOfLine();
        findings.push({ command: "e" });
      } else if (command === "s") substitute();
      else if (command === "y") {
        const delimiter = script[i2];
        if (delimiter === void 0 || delimiter === "\n" || delimiter === "\\") fail();
        i2++;
        skipDelimited(delimiter, false);
        skipDelimited(delimiter, false);
        endOfCommand();
      } else fail();
    }
    if (depth !== 0) fail();
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false };
    throw error;
  }
  return { ok: true, findings };
}

// src/policy/shell/programs/sed.ts
var SED = {
  shortArgs: "el",
  longArgs: ["--expression", "--line-length"],
  longFlags: [
    "--quiet",
    "--silent",
    "--in-place",
    "--regexp-extended",
    "--separate",
    "--null-data",
    "--unbuffered",
    "--posix",
    "--debug",
    "--sandbox",
    "--follow-symlinks",
    "--binary"
  ],
  pathOptions: { "-f": "read", "--file": "read" }
};
var sedProgram = (args2, ctx) => {
  const scan = scanProgram("sed", args2, SED);
  const dangerous = flaggedOptions("sed", scan);
  const paths = optionPaths(scan, SED, ctx);
  const expressions = scan.options.filter(
    (o) => o.candidates.includes("-e") || o.candidates.includes("--expression")
  );
  const fromFile = hasOption(scan, "-f", "--file");
  const scripts = expressions.map((o) => o.value ?? "");
  let files = scan.operands;
  if (expressions.length === 0 && !fromFile) {
    const first = scan.operands[0];
    if (first !== void 0) scripts.push(first.value);
    files = scan.operands.slice(1);
  }
  if (scripts.length > 0) {
    const script = readSedScript(scripts.join("\n"));
    if (!script.ok) dangerous.push(dangerousOption("sed", "<script>", scripts.join("; ")));
    else
      for (const finding of script.findings) {
        dangerous.push(dangerousOption("sed", finding.command, finding.command));
        if ("file" in finding)
          paths.push(
            ...pathUses(
              finding.command.endsWith("w") || finding.command === "W" ? "write" : "read",
              finding.file,
              "operand",
              ctx
            )
          );
      }
  }
  const inPlace = hasOption(scan, "-i", "--in-place");
  paths.push(...operandsAs(inPlace ? "write" : "read", files, ctx));
  return { paths, dangerous: dedupe(dangerous), readOnly: true };
};
function dedupe(entries) {
  const seen = /* @__PURE__ */ new Set();
  return entries.filter((entry) => {
    const key = `${entry.option}\0${entry.token ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// src/policy/shell/programs/simple.ts
var READ_NONE = { operands: "none" };
var SIMPLE_PROGRAMS = {
  // Read their file operands and print.
  cat: {},
  tac: { shortArgs: "s", longArgs: ["--separator"] },
  nl: {
    shortArgs: "bdfhilnsvw",
    longArgs: [
      "--body-numbering",
      "--section-delimiter",
      "--footer-numbering",
      "--header-numbering",
      "--line-increment",
      "--join-blank-lines",
      "--number-format",
      "--number-separator",
      "--starting-line-number",
      "--number-width"
    ]
  },
  head: { shortArgs: "nc", longArgs: ["--lines", "--bytes"] },
  // `tail -f` never ends, but has no side effect: it stays read-only (the Bash timeout ends it).
  tail: {
    shortArgs: "ncs",
    longArgs: ["--lines", "--bytes", "--sleep-interval", "--pid", "--max-unchanged-stats"],
    longFlags: ["--follow", "--retry"]
  },
  wc: { pathOptions: { "--files0-from": "read" } },
  cut: {
    shortArgs: "bcdf",
    longArgs: ["--bytes", "--characters", "--delimiter", "--fields", "--output-delimiter"]
  },
  paste: { shortArgs: "d", longArgs: ["--delimiters"] },
  join: { shortArgs: "12ejot", longArgs: [] },
  comm: { longArgs: ["--output-delimiter"] },
  cmp: { shortArgs: "in", longArgs: ["--ignore-initial", "--bytes"] },
  diff: {
    shortArgs: "CUILFSxXWD",
    longArgs: [
      "--context",
      "--unified",
      "--ignore-matching-lines",
      "--label",
      "--show-function-line",
      "--starting-file",
      "--exclude",
      "--width",
      "--ifdef",
      "--tabsize",
      "--line-format",
      "--old-line-format",
      "--new-line-format",
      "--unchanged-line-format",
      "--old-group-format",
      "--new-group-format",
      "--changed-group-format",
      "--unchanged-group-format",
      "--horizon-lines",
      "--palette"
    ],
    pathOptions: { "-X": "read", "--exclude-from": "read", "--from-file": "read", "--to-file": "read" }
  },
  sort: {
    shortArgs: "ktS",
    longArgs: [
      "--key",
      "--field-separator",
      "--buffer-size",
      "--parallel",
      "--batch-size",
      "--compress-program",
      "--sort"
    ],
    pathOptions: {
      "-o": "write",
      "--output": "write",
      "-T": "write",
      "--temporary-directory": "write",
      "--files0-from": "read",
      "--random-source": "read"
    }
  },
  fold: { shortArgs: "w", longArgs: ["--width"] },
  fmt: { shortArgs: "wpg", longArgs: ["--width", "--prefix", "--goal"] },
  rev: {},
  expand: { shortArgs: "t", longArgs: ["--tabs"] },
  unexpand: { shortArgs: "t", longArgs: ["--tabs"] },
  column: {
    shortArgs: "csoNRHEWOl",
    longArgs: [
      "--columns",
      "--separator",
      "--output-separator",
      "--table-columns",
      "--table-right",
      "--table-hide",
      "--table-name",
      "--table-wrap",
      "--table-noextreme",
      "--table-order",
      "--table-truncate"
    ]
  },
  strings: {
    shortArgs: "ntesT",
    longArgs: ["--bytes", "--radix", "--encoding", "--output-separator", "--target"]
  },
  od: {
    shortArgs: "AjNStw",
    longArgs: [
      "--address-radix",
      "--skip-bytes",
      "--read-bytes",
      "--strings",
      "--format",
      "--width",
      "--endian"
    ]
  },
  hexdump: { shortArgs: "enms", pathOptions: { "-f": "read" } },
  base64: { shortArgs: "w", longArgs: ["--wrap"] },
  base32: { shortArgs: "w", longArgs: ["--wrap"] },
  // Checksum programs; `-c` checks files named inside the listed file, which this cannot see.
  md5sum: { notReadOnlyWith: ["-c", "--check"] },
  sha1sum: { notReadOnlyWith: ["-c", "--check"] },
  sha224sum: { notReadOnlyWith: ["-c", "--check"] },
  sha256sum: { notReadOnlyWith: ["-c", "--check"] },
  sha384sum: { notReadOnlyWith: ["-c", "--check"] },
  sha512sum: { notReadOnlyWith: ["-c", "--check"] },
  b2sum: { shortArgs: "l", longArgs: ["--length"], notReadOnlyWith: ["-c", "--check"] },
  cksum: { shortArgs: "al", longArgs: ["--algorithm", "--length"], notReadOnlyWith: ["-c", "--check"] },
  sum: {},
  // File metadata.
  ls: {
    shortArgs: "ITw",
    longArgs: [
      "--block-size",
      "--format",
      "--hide",
      "--ignore",
      "--indicator-style",
      "--quoting-style",
      "--sort",
      "--time",
      "--time-style",
      "--tabsize",
      "--width"
    ],
    defaultsToCwd: true
  },
  stat: { shortArgs: "c", longArgs: ["--format", "--printf"] },
  du: {
    shortArgs: "dBt",
    longArgs: ["--max-depth", "--block-size", "--threshold", "--exclude", "--time-style"],
    pathOptions: { "-X": "read", "--exclude-from": "read", "--files0-from": "read" },
    defaultsToCwd: true
  },
  df: { shortArgs: "Btx", longArgs: ["--block-size", "--type", "--exclude-type"] },
  realpath: { pathOptions: { "--relative-to": "read", "--relative-base": "read" } },
  readlink: {},
  file: {
    shortArgs: "FeP",
    longArgs: ["--separator", "--exclude", "--exclude-quiet", "--parameter"],
    pathOptions: { "-m": "read", "--magic-file": "read", "-f": "read", "--files-from": "read" },
    notReadOnlyWith: ["-C", "--compile"]
  },
  tree: {
    shortArgs: "LPIHT",
    longArgs: [
      "--charset",
      "--filelimit",
      "--timefmt",
      "--sort",
      "--gitfile",
      "--infofile",
      "--hintro",
      "--houtro"
    ],
    pathOptions: { "-o": "write" },
    defaultsToCwd: true
  },
  // No file operands.
  echo: READ_NONE,
  pwd: READ_NONE,
  true: READ_NONE,
  false: READ_NONE,
  ":": READ_NONE,
  basename: { operands: "none", shortArgs: "s", longArgs: ["--suffix"] },
  dirname: READ_NONE,
  tr: READ_NONE,
  which: READ_NONE,
  whereis: READ_NONE,
  type: READ_NONE,
  uname: READ_NONE,
  whoami: READ_NONE,
  id: READ_NONE,
  groups: READ_NONE,
  nproc: READ_NONE,
  arch: READ_NONE,
  uptime: READ_NONE,
  tty: READ_NONE,
  locale: READ_NONE,
  seq: { operands: "none", shortArgs: "fs", longArgs: ["--format", "--separator"] },
  expr: READ_NONE,
  sleep: READ_NONE,
  yes: READ_NONE,
  // Not read-only, operands are read: pagers run programs (LESSOPEN, `!` commands, `v` editors).
  less: {
    readOnly: false,
    shortArgs: "bhjkoOpPtTxyz#",
    pathOptions: { "-o": "write", "-O": "write", "-k": "read" }
  },
  more: { readOnly: false, shortArgs: "n" },
  // Print the environment: it holds no secrets by design, but a rule has to allow it.
  printenv: { operands: "none", readOnly: false },
  // Write their operands.
  tee: { operands: "write", readOnly: false },
  rm: { operands: "write", readOnly: false },
  rmdir: { operands: "write", readOnly: false },
  unlink: { operands: "write", readOnly: false },
  shred: { operands: "write", readOnly: false, shortArgs: "nsu" },
  mkdir: { operands: "write", readOnly: false, shortArgs: "m", longArgs: ["--mode", "--context"] },
  touch: {
    operands: "write",
    readOnly: false,
    shortArgs: "dt",
    longArgs: ["--date", "--time"],
    pathOptions: { "-r": "read", "--reference": "read" }
  },
  truncate: {
    operands: "write",
    readOnly: false,
    shortArgs: "so",
    longArgs: ["--size", "--io-blocks"],
    pathOptions: { "-r": "read", "--reference": "read" }
  }
};

// src/policy/shell/programs/tar.ts
var SHORT_WITH_VALUE = "fCbLNTXVgKIFH";
var TAR = {
  shortArgs: SHORT_WITH_VALUE,
  longArgs: [
    "--blocking-factor",
    "--tape-length",
    "--newer",
    "--after-date",
    "--newer-mtime",
    "--exclude",
    "--label",
    "--starting-file",
    "--use-compress-program",
    "--info-script",
    "--new-volume-script",
    "--format",
    "--checkpoint-action",
    "--to-command",
    "--rsh-command",
    "--rmt-command",
    "--transform",
    "--xform",
    "--owner",
    "--group",
    "--mode",
    "--mtime",
    "--strip-components",
    "--suffix",
    "--warning",
    "--record-size",
    "--sort",
    "--level",
    "--pax-option",
    "--quoting-style",
    "--quote-chars",
    "--no-quote-chars",
    "--hole-detection"
  ],
  longFlags: [
    "--create",
    "--extract",
    "--get",
    "--list",
    "--append",
    "--update",
    "--catenate",
    "--concatenate",
    "--diff",
    "--compare",
    "--delete",
    "--test-label",
    "--force-local",
    "--remove-files",
    "--to-stdout"
  ],
  pathOptions: {
    "-f": "read",
    "--file": "read",
    "-C": "read",
    "--directory": "read",
    "-T": "read",
    "--files-from": "read",
    "-X": "read",
    "--exclude-from": "read",
    "-g": "write",
    "--listed-incremental": "write",
    "--index-file": "write",
    "--volno-file": "write"
  }
};
function plain(value) {
  return { value, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
}
function modernise(args2) {
  const first = args2[0];
  if (first === void 0 || first.value.startsWith("-") || first.processSubstitution) return [...args2];
  const out2 = [];
  let next = 1;
  for (const letter of first.value) {
    out2.push(plain(`-${letter}`));
    if (SHORT_WITH_VALUE.includes(letter) && next < args2.length) out2.push(args2[next++]);
  }
  return [...out2, ...args2.slice(next)];
}
var tarProgram = (args2, ctx) => {
  const scan = scanProgram("tar", modernise(args2), TAR);
  const dangerous = flaggedOptions("tar", scan);
  const creates = hasOption(
    scan,
    "-c",
    "--create",
    "-r",
    "--append",
    "-u",
    "--update",
    "-A",
    "--catenate",
    "--concatenate",
    "--delete"
  );
  const extracts = hasOption(scan, "-x", "--extract", "--get");
  const kinds = {
    ...TAR,
    pathOptions: {
      ...TAR.pathOptions,
      "-f": creates ? "write" : "read",
      "--file": creates ? "write" : "read",
      "-C": extracts ? "write" : "read",
      "--directory": extracts ? "write" : "read"
    }
  };
  const paths = optionPaths(scan, kinds, ctx);
  for (const option of scan.options) {
    if (!option.candidates.some((c) => c === "-f" || c === "--file") || option.value === void 0) continue;
    if (option.value.includes(":") && !hasOption(scan, "--force-local"))
      dangerous.push(dangerousOption("tar", "<remote archive>", option.value));
  }
  if (creates)
    paths.push(...operandsAs(hasOption(scan, "--remove-files") ? "write" : "read", scan.operands, ctx));
  if (extracts && !hasOption(scan, "-C", "--directory", "-O", "--to-stdout"))
    paths.push(...pathUses("write", ".", "operand", ctx));
  const readOnly = !creates && !extracts && hasOption(scan, "-t", "--list", "-d", "--diff", "--compare");
  return { paths, dangerous, readOnly };
};

// src/policy/shell/programs/index.ts
var PROGRAMS = new Map([
  ...Object.entries(SIMPLE_PROGRAMS).map(([name2, spec]) => [
    name2,
    fileProgram(name2, spec)
  ]),
  ...Object.entries(FILE_OPERATIONS),
  ...Object.entries(MISC_PROGRAMS),
  ["grep", grepProgram("grep")],
  ["egrep", grepProgram("egrep")],
  ["fgrep", grepProgram("fgrep")],
  ["rgrep", grepProgram("rgrep", true)],
  ["rg", rgProgram],
  ["find", findProgram],
  ["sed", sedProgram],
  ["git", gitProgram],
  ["tar", tarProgram]
]);
function programAnalyzer(name2) {
  if (name2.includes("/")) return void 0;
  return PROGRAMS.get(name2) ?? interpreterFor(name2);
}

// src/policy/shell/wrappers.ts
var WRAPPER_OPTIONS = {
  timeout: {
    shortArgs: "sk",
    longArgs: ["--signal", "--kill-after"],
    longFlags: ["--preserve-status", "--foreground", "--verbose", "--help", "--version"],
    optionsFirst: true
  },
  nice: {
    shortArgs: "n",
    longArgs: ["--adjustment"],
    longFlags: ["--help", "--version"],
    optionsFirst: true
  },
  nohup: { longFlags: ["--help", "--version"], optionsFirst: true },
  stdbuf: {
    shortArgs: "ioe",
    longArgs: ["--input", "--output", "--error"],
    longFlags: ["--help", "--version"],
    optionsFirst: true
  },
  exec: { shortArgs: "a", abbreviations: false, optionsFirst: true },
  command: { abbreviations: false, optionsFirst: true }
};
function unwrap(argv) {
  const head = argv[0];
  if (head === void 0) return { kind: "none" };
  const args2 = argv.slice(1);
  const name2 = head.value;
  if (name2 === "builtin") {
    const inner2 = args2[0]?.value === "--" ? args2.slice(1) : args2;
    return inner2.length === 0 ? { kind: "empty", wrapper: name2 } : { kind: "inner", wrapper: name2, argv: inner2 };
  }
  if (name2 === "time") {
    if (head.quoted) return { kind: "none" };
    let rest = args2;
    if (rest[0]?.value === "-p") rest = rest.slice(1);
    if (rest[0]?.value === "--") rest = rest.slice(1);
    if (rest.length === 0) return { kind: "empty", wrapper: name2 };
    if (rest[0].value.startsWith("-")) return { kind: "none" };
    return { kind: "inner", wrapper: name2, argv: rest };
  }
  const spec = WRAPPER_OPTIONS[name2];
  if (spec === void 0) return { kind: "none" };
  const scan = scanArguments(args2, spec);
  if (hasOption(scan, "--help", "--version")) return { kind: "none" };
  if (name2 === "command" && hasOption(scan, "-v", "-V")) return { kind: "none" };
  let inner = scan.operands;
  if (name2 === "timeout") {
    if (inner.length === 0) return { kind: "none" };
    inner = inner.slice(1);
  }
  return inner.length === 0 ? { kind: "empty", wrapper: name2 } : { kind: "inner", wrapper: name2, argv: inner };
}
var SHELLS = {
  bash: { family: "bash", analysable: true },
  sh: { family: "bash", analysable: true },
  dash: { family: "bash", analysable: true },
  ash: { family: "bash", analysable: true },
  zsh: { family: "zsh", analysable: false },
  ksh: { family: "ksh", analysable: false },
  mksh: { family: "ksh", analysable: false },
  fish: { family: "fish", analysable: false },
  csh: { family: "csh", analysable: false },
  tcsh: { family: "csh", analysable: false }
};
function shellFamily(name2) {
  return SHELLS[name2]?.family;
}
var SAFE_LETTERS = "euxvlEf";
var SAFE_SET_O = /* @__PURE__ */ new Set(["errexit", "nounset", "pipefail", "xtrace", "verbose", "noglob", "errtrace"]);
var SAFE_LONG = /* @__PURE__ */ new Set(["--norc", "--noprofile", "--login", "--verbose"]);
function readShellCall(name2, args2) {
  const shell = SHELLS[name2];
  if (shell === void 0) return { kind: "other" };
  let script = false;
  let fromStdin = false;
  let unsupported2 = false;
  let i2 = 0;
  for (; i2 < args2.length; i2++) {
    const token = args2[i2].value;
    if (token === "--" || token === "-") {
      i2++;
      break;
    }
    if (token.startsWith("--")) {
      if (token === "--version" || token === "--help") return { kind: "other" };
      if (!SAFE_LONG.has(token)) unsupported2 = true;
      continue;
    }
    if (!(token.startsWith("-") || token.startsWith("+")) || token.length < 2) break;
    for (const letter of token.slice(1)) {
      if (letter === "c") script = true;
      else if (letter === "o") {
        if (!SAFE_SET_O.has(args2[++i2]?.value ?? "")) unsupported2 = true;
      } else if (letter === "s" || letter === "i") {
        fromStdin = true;
        unsupported2 = true;
      } else if (!SAFE_LETTERS.includes(letter)) unsupported2 = true;
    }
  }
  const operands = args2.slice(i2);
  if (script) {
    const text2 = operands[0];
    if (text2 === void 0) return { kind: "other" };
    return shell.analysable && !unsupported2 && !text2.glob ? { kind: "script", script: text2 } : { kind: "opaque" };
  }
  const file = operands[0];
  if (fromStdin || file === void 0) return { kind: "stdin" };
  return { kind: "other", file };
}

// src/policy/shell/command.ts
var UNKNOWN = { paths: [], dangerous: [], readOnly: false };
function text(words) {
  return words.map((word) => word.value).join(" ");
}
function checkCommandName(word) {
  if (word.processSubstitution)
    deny(`a process substitution cannot be the command name (${code(word.value, 40)})`);
  if (word.glob)
    deny(
      `the command name ${code(word.value, 40)} is a glob, which runs whatever file matches; write the name out`
    );
  if (word.value === "") deny("the command name is empty");
}
function optionLikeGlobs(program, args2) {
  const found = [];
  let ended = false;
  for (const word of args2) {
    if (word.value === "--" && program !== "find") ended = true;
    if (!ended && word.optionLikeGlob) found.push(dangerousOption(program, "<option-like glob>", word.value));
  }
  return found;
}
function push(state, command) {
  state.commands.push(command);
  if (state.commands.length > MAX_SIMPLE_COMMANDS)
    deny(`the command holds more than ${MAX_SIMPLE_COMMANDS} simple commands; split it into several calls`);
}
function build(argv, raw, wrappers, facts, extraDangerous) {
  const paths = [...raw.paths, ...facts.paths];
  const dangerous = [...facts.dangerous, ...extraDangerous];
  const values = argv.map((word) => word.value);
  return {
    argv: values,
    text: values.join(" "),
    wrappers,
    envAssignments: [...raw.assignments],
    paths,
    dangerous,
    readOnly: facts.readOnly && dangerous.length === 0 && paths.every((use) => use.kind === "read")
  };
}
function analyzeCommand(raw, state) {
  for (const { name: name3, value } of raw.assignments) checkVariable(name3, value, "the command sets");
  const ctx = () => ({ env: state.env, cwds: state.cwds });
  let argv = raw.words;
  const wrappers = [];
  if (raw.test) {
    push(state, build(argv, raw, wrappers, programAnalyzer("[[")?.(argv.slice(1, -1), ctx()) ?? UNKNOWN, []));
    return;
  }
  for (; ; ) {
    const head2 = argv[0];
    if (head2 === void 0) deny("a wrapper command has no command to run");
    checkCommandName(head2);
    if (checkBuiltin(argv) === "silent") return;
    if (head2.value === "cd") {
      const paths = changeDirectory(argv, state, state.env.home, raw.scope.inLoop);
      push(state, build(argv, raw, wrappers, { paths, dangerous: [], readOnly: true }, []));
      return;
    }
    const unwrapped = unwrap(argv);
    if (unwrapped.kind === "inner") {
      wrappers.push(unwrapped.wrapper);
      argv = unwrapped.argv;
      continue;
    }
    if (unwrapped.kind === "empty" && unwrapped.wrapper === "exec")
      deny(
        "`exec` without a command changes the shell's own file descriptors for everything after it; redirect each command instead"
      );
    break;
  }
  const head = argv[0];
  const args2 = argv.slice(1);
  const name2 = head.value;
  const base = name2.slice(name2.lastIndexOf("/") + 1);
  const family = shellFamily(base);
  if (raw.literalStdin && (family !== void 0 || isInterpreter(base)))
    deny(
      `a heredoc or here-string feeds ${code(name2)}, which would run it as code; ${family !== void 0 ? `pass the commands with ${base} -c '…'` : "put the program in a file and run that"}`
    );
  const call = family === void 0 ? void 0 : readShellCall(base, args2);
  if (call?.kind === "stdin")
    deny(
      `${code(text(argv), 40)} reads its commands from standard input, which cannot be analysed; pass them with ${base} -c '…'`
    );
  if (family === void 0 && programFromStdin(base, args2, ctx()))
    deny(
      `${code(text(argv), 40)} reads its program from standard input, which cannot be analysed; put the program in a file and run that`
    );
  if (call !== void 0 && family !== void 0) {
    if (call.kind === "script" && base === name2) {
      const before = state.commands.length;
      state.walkScript(call.script.value, {
        depth: raw.scope.depth + 1,
        inLoop: raw.scope.inLoop,
        paths: raw.paths,
        literalStdin: false
      });
      for (const inner of state.commands.slice(before)) {
        inner.wrappers.unshift(...wrappers, name2);
        inner.envAssignments.unshift(...raw.assignments);
      }
      return;
    }
    const dangerous = call.kind === "script" || call.kind === "opaque" ? [dangerousOption(family, "-c", "-c")] : [];
    const paths = call.kind === "other" && call.file !== void 0 ? operandPaths("read", call.file, ctx()) : [];
    push(
      state,
      build(argv, raw, wrappers, { paths, dangerous, readOnly: false }, optionLikeGlobs(name2, args2))
    );
    return;
  }
  const analyzer = programAnalyzer(name2);
  const facts = analyzer === void 0 ? UNKNOWN : analyzer(args2, ctx());
  push(state, build(argv, raw, wrappers, facts, optionLikeGlobs(name2, args2)));
}

// src/policy/shell/syntax-check.ts
var GAP = /^(?:[ \t\n]|\\\n)*$/;
var REDIRECTS = /* @__PURE__ */ new Set(["file_redirect", "heredoc_redirect", "herestring_redirect"]);
function lineAt(source, node) {
  const start2 = source.lastIndexOf("\n", node.start - 1) + 1;
  const end = source.indexOf("\n", node.end);
  return source.slice(start2, end === -1 ? source.length : end);
}
function heredocDelimiter(start2) {
  const plain2 = /^[A-Za-z0-9_.+-]+$/;
  if (plain2.test(start2)) return { word: start2, quoted: false };
  const quoted = /^'([A-Za-z0-9_.+-]+)'$|^"([A-Za-z0-9_.+-]+)"$|^\\([A-Za-z0-9_.+-]+)$/.exec(start2);
  const word = quoted?.[1] ?? quoted?.[2] ?? quoted?.[3];
  if (word === void 0)
    deny(
      `the heredoc delimiter ${JSON.stringify(start2)} is not accepted; use a plain word such as EOF or 'EOF'`
    );
  return { word, quoted: true };
}
function checkHeredoc(source, redirect) {
  const find = (type) => redirect.children.find((child) => child.type === type);
  const operator = find("<<") ?? find("<<-");
  const start2 = find("heredoc_start");
  const end = find("heredoc_end");
  if (operator === void 0 || start2 === void 0 || end === void 0)
    deny(`could not analyse the heredoc near \`${near(source, redirect.start)}\``);
  const strip = (line) => operator.type === "<<-" ? line.replace(/^\t+/, "") : line;
  const { word, quoted } = heredocDelimiter(start2.text);
  const misplaced = () => deny(
    `the heredoc ending in ${word} could not be matched the way bash reads it; end it with a line holding only ${word}`
  );
  if (strip(end.text) !== word || strip(lineAt(source, end)) !== word) misplaced();
  const body2 = find("heredoc_body")?.text ?? "";
  if (body2.split("\n").slice(0, -1).some((line) => strip(line) === word))
    misplaced();
  if (!quoted && /(?:^|[^\\])(?:\\\\)*[$`]/.test(body2))
    deny(
      `the heredoc body expands $… or \`…\` when the command runs; quote the delimiter (<<'${word}') to make the body literal`
    );
}
function checkComment(source, comment) {
  if (comment.text.includes("\n"))
    deny(`could not analyse the comment near \`${near(source, comment.start)}\``);
  const at = comment.start;
  if (at === 0) return;
  const before = source[at - 1];
  if ("\n;&|()".includes(before)) return;
  if (before === " " || before === "	") {
    let backslashes = 0;
    for (let i2 = at - 2; i2 >= 0 && source[i2] === "\\"; i2--) backslashes++;
    if (backslashes % 2 === 0) return;
  }
  deny(
    `a "#" in the middle of a word does not start a comment in bash; quote it (near \`${near(source, at)}\`)`
  );
}
function checkDescriptor(source, redirect, leafEndingAt) {
  if (redirect.children[0]?.type === "file_descriptor") return;
  const before = leafEndingAt.get(redirect.start);
  if (before !== void 0 && /^[0-9]+$|^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(before.text))
    deny(
      `could not analyse the redirection near \`${near(source, before.start)}\`: bash reads \`${before.text}\` as its file descriptor`
    );
}
function checkSource(root, source) {
  const leaves = [];
  const redirects = [];
  const pending = [root];
  for (let node = pending.pop(); node !== void 0; node = pending.pop()) {
    if (node.type === "comment") checkComment(source, node);
    if (node.type === "heredoc_redirect") checkHeredoc(source, node);
    if (REDIRECTS.has(node.type)) redirects.push(node);
    if (node.children.length === 0 || node.type === "heredoc_body") leaves.push(node);
    else pending.push(...node.children);
  }
  leaves.sort((a, b) => a.start - b.start);
  const leafEndingAt = /* @__PURE__ */ new Map();
  let position = 0;
  for (const leaf of leaves) {
    if (redirects.length > 0 && leaf.end > leaf.start) leafEndingAt.set(leaf.end, leaf);
    if (leaf.start > position) {
      const gap = source.slice(position, leaf.start);
      if (!GAP.test(gap))
        deny(
          `could not analyse the command: bash would read text the parser skipped, near \`${near(source, position)}\``
        );
      if (position > 0 && /^(?:\\\n)+$/.test(gap))
        deny(
          `a line continuation joins two words near \`${near(source, position)}\`; put a space before the backslash`
        );
    }
    position = Math.max(position, leaf.end);
  }
  if (!GAP.test(source.slice(position)))
    deny(
      `could not analyse the command: bash would read text the parser skipped, near \`${near(source, position)}\``
    );
  for (const redirect of redirects) checkDescriptor(source, redirect, leafEndingAt);
}

// src/policy/shell/walk.ts
function unsupported(node) {
  deny(
    `${code(node.text)} (${node.type}) is not a construct this analysis understands, so the command is refused`
  );
}
function nested(scope, changes = {}) {
  const depth = scope.depth + 1;
  if (depth > MAX_NESTING)
    deny(
      `the command is nested too deeply (more than ${MAX_NESTING} levels of subshells, groups, substitutions or scripts)`
    );
  return { ...scope, ...changes, depth };
}
var SEPARATOR_TOKENS = [";", "&", "\n"];
var tokens = (...types) => /* @__PURE__ */ new Set([...types, ...SEPARATOR_TOKENS]);
var SEPARATORS = tokens();
var LIST_TOKENS = tokens("&&", "||");
var PIPELINE_TOKENS = /* @__PURE__ */ new Set(["|", "|&"]);
var NEGATION_TOKENS = /* @__PURE__ */ new Set(["!"]);
var SUBSHELL_TOKENS = tokens("(", ")");
var GROUP_TOKENS = tokens("{", "}");
var IF_TOKENS = tokens("if", "then", "fi");
var ELIF_TOKENS = tokens("elif", "then");
var ELSE_TOKENS = tokens("else");
var WHILE_TOKENS = tokens("while", "until");
var DO_TOKENS = tokens("do", "done");
var FOR_TOKENS = tokens("for", "in");
var CASE_TOKENS = tokens("case", "in", "esac");
var CASE_ITEM_TOKENS = tokens("(", ")", "|", ";;", ";&", ";;&");
var PROCESS_SUBSTITUTION_TOKENS = tokens("<(", ">(", ")");
var HEREDOC_PARTS = /* @__PURE__ */ new Set([
  "<<",
  "<<-",
  "heredoc_start",
  "heredoc_body",
  "heredoc_end",
  "file_descriptor"
]);
var WRITE_OPERATORS = /* @__PURE__ */ new Set([">", ">>", ">|", "&>", "&>>", ">&"]);
var Walker = class {
  constructor(state) {
    this.state = state;
    this.wordOptions = { home: state.env.home };
  }
  state;
  /** Read-only, shared by every word of the walk. */
  wordOptions;
  word(node, scope) {
    if (node.type === "process_substitution") {
      this.statements(node, nested(scope, { paths: [], literalStdin: false }), PROCESS_SUBSTITUTION_TOKENS);
      return {
        value: node.text,
        glob: false,
        optionLikeGlob: false,
        quoted: false,
        processSubstitution: true
      };
    }
    return evaluateWord(node, this.wordOptions);
  }
  /** Walks the named children of `node` as statements; anonymous tokens must be in `tokens`. */
  statements(node, scope, tokens2) {
    for (const child of node.children) {
      if (!child.named) {
        if (!tokens2.has(child.type)) unsupported(node);
        continue;
      }
      this.statement(child, scope);
    }
  }
  statement(node, scope) {
    switch (node.type) {
      case "comment":
        return;
      case "command":
        return this.command(node, scope);
      case "redirected_statement":
        return this.redirected(node, scope);
      case "list":
        return this.statements(node, scope, LIST_TOKENS);
      case "pipeline":
        return this.statements(node, scope, PIPELINE_TOKENS);
      case "negated_command":
        return this.statements(node, scope, NEGATION_TOKENS);
      case "subshell":
        return this.statements(node, nested(scope), SUBSHELL_TOKENS);
      case "compound_statement":
        if (node.children[0]?.type !== "{")
          deny(
            `${code(node.text, 40)} is an arithmetic command, which can assign variables and run commands`
          );
        return this.statements(node, nested(scope), GROUP_TOKENS);
      case "if_statement":
        return this.compound(node, nested(scope), IF_TOKENS);
      case "while_statement":
        return this.compound(node, nested(scope, { inLoop: true }), WHILE_TOKENS);
      case "for_statement":
        return this.forLoop(node, nested(scope, { inLoop: true }));
      case "case_statement":
        return this.caseStatement(node, nested(scope));
      case "c_style_for_statement":
        return deny(
          "a C-style for loop evaluates arithmetic, which can assign variables and run commands; write the commands out"
        );
      case "function_definition":
        return deny(
          "defining shell functions is not accepted (a function's body runs where it is called, which this analysis does not follow); run the commands directly"
        );
      case "declaration_command":
        return checkDeclaration(node, this.state.env.home);
      case "unset_command":
        return checkUnset(node);
      case "variable_assignment": {
        const { name: name2, value } = readAssignment(node, this.state.env.home);
        return checkVariable(name2, value, "the assignment sets");
      }
      case "variable_assignments":
        for (const child of node.children) if (child.named) this.statement(child, scope);
        return;
      case "test_command":
        return this.test(node, scope);
      default:
        unsupported(node);
    }
  }
  /** if/while bodies: conditions and statements, with elif/else clauses and do groups. */
  compound(node, scope, tokens2) {
    for (const child of node.children) {
      if (!child.named) {
        if (!tokens2.has(child.type)) unsupported(node);
      } else if (child.type === "elif_clause") this.statements(child, scope, ELIF_TOKENS);
      else if (child.type === "else_clause") this.statements(child, scope, ELSE_TOKENS);
      else if (child.type === "do_group") this.statements(child, scope, DO_TOKENS);
      else this.statement(child, scope);
    }
  }
  forLoop(node, scope) {
    const variable = childByField(node, "variable");
    for (const child of node.children) {
      if (child.type === "select")
        deny("`select` reads a choice from its input, which this analysis does not follow");
      if (!child.named) {
        if (!FOR_TOKENS.has(child.type)) unsupported(node);
      } else if (child === variable) checkVariable(child.text, void 0, "the for loop sets");
      else if (child.type === "do_group") this.statements(child, scope, DO_TOKENS);
      else if (child.type === "comment") continue;
      else this.word(child, scope);
    }
  }
  caseStatement(node, scope) {
    for (const child of node.children) {
      if (!child.named) {
        if (!CASE_TOKENS.has(child.type)) unsupported(node);
      } else if (child.type === "case_item") {
        for (const item of child.children) {
          if (!item.named) {
            if (!CASE_ITEM_TOKENS.has(item.type)) unsupported(child);
          } else if (item.field === "value") evaluateWord(item, this.wordOptions);
          else this.statement(item, scope);
        }
      } else if (child.type === "comment") continue;
      else evaluateWord(child, this.wordOptions);
    }
  }
  /** `[[ … ]]` and `[ … ]`: the operands become the arguments of a test command. */
  test(node, scope) {
    const open = node.children[0]?.type;
    const tokens2 = [];
    const collect = (part) => {
      for (const child of part.children) {
        switch (child.type) {
          case "binary_expression":
          case "unary_expression":
          case "parenthesized_expression":
            collect(child);
            break;
          case "regex":
            tokens2.push(evaluateRegex(child));
            break;
          case "test_operator":
          case "!":
          case "=":
          case "==":
          case "!=":
          case "=~":
          case "<":
          case ">":
          case "&&":
          case "||":
          case "(":
          case ")":
          case "-a":
          case "-o":
            tokens2.push({
              value: child.text,
              glob: false,
              optionLikeGlob: false,
              quoted: false,
              processSubstitution: false
            });
            break;
          case "[[":
          case "]]":
          case "[":
          case "]":
            if (part !== node) unsupported(node);
            break;
          default: {
            const word = evaluateWord(child, this.wordOptions);
            tokens2.push(open === "[[" ? { ...word, glob: false, optionLikeGlob: false } : word);
          }
        }
      }
    };
    collect(node);
    const close = open === "[[" ? "]]" : "]";
    const brackets = (value) => ({
      value,
      glob: false,
      optionLikeGlob: false,
      quoted: false,
      processSubstitution: false
    });
    const words = [brackets(open === "[[" ? "[[" : "["), ...tokens2, brackets(close)];
    analyzeCommand(
      {
        words,
        assignments: [],
        paths: scope.paths,
        literalStdin: scope.literalStdin,
        scope,
        test: open === "[["
      },
      this.state
    );
  }
  /** A redirection's target: a path use, an fd duplication (nothing), or a process substitution. */
  fileRedirect(node, scope) {
    let operator;
    for (const child of node.children) {
      if (!child.named) operator = child.type;
      else if (child.type === "file_descriptor") {
        if (!/^[0-9]+$/.test(child.text))
          deny(`the redirection ${code(node.text, 40)} names its file descriptor with a variable`);
      }
    }
    const destinations = childrenByField(node, "destination");
    if (destinations.length > 1)
      deny(
        `could not analyse the redirection ${code(node.text, 40)} (words after its target); put the arguments before the redirection`
      );
    const target = destinations[0];
    if (operator === ">&-" || operator === "<&-") {
      if (target !== void 0) deny(`could not analyse the redirection ${code(node.text, 40)}`);
      return [];
    }
    if (target === void 0) deny(`the redirection ${code(node.text, 40)} has no target`);
    const word = this.word(target, scope);
    if (word.processSubstitution) return [];
    if (operator === ">&" || operator === "<&") {
      if (/^[0-9]+-?$|^-$/.test(word.value)) return [];
      if (operator === "<&")
        deny(`the redirection ${code(node.text, 40)} duplicates a descriptor that is not a number`);
    }
    const kind = operator === "<" ? "read" : WRITE_OPERATORS.has(operator ?? "") ? "write" : void 0;
    if (kind === void 0) deny(`the redirection operator in ${code(node.text, 40)} is not accepted`);
    if (word.glob) deny(`the redirection target ${code(word.value, 40)} is a glob; name the file`);
    if (word.value === "") deny("a redirection target is empty");
    const uses = pathUses(kind, word.value, "redirect", { cwds: this.state.cwds });
    if ([word.value, ...uses.map((use) => use.path)].some((path) => /^\/dev\/(?:tcp|udp)\//.test(path)))
      deny(
        `${code(word.value, 40)} opens a network connection (bash treats /dev/tcp and /dev/udp as sockets)`
      );
    return uses;
  }
  /**
   * The redirections of a statement. Heredocs can carry what follows them on the line (the rest of a
   * pipeline, `&& cmd`, more redirections); those come back as `after` to be walked next.
   */
  redirections(nodes, scope) {
    const paths = [];
    const after = [];
    let literalStdin = false;
    const one = (node) => {
      switch (node.type) {
        case "file_redirect":
          paths.push(...this.fileRedirect(node, scope));
          return;
        case "herestring_redirect":
          literalStdin = true;
          for (const child of node.children) {
            if (!child.named) {
              if (child.type !== "<<<") unsupported(node);
            } else if (child.type !== "file_descriptor") this.word(child, scope);
          }
          return;
        case "heredoc_redirect":
          literalStdin = true;
          for (const child of node.children) {
            const field = child.field;
            if (HEREDOC_PARTS.has(child.type)) continue;
            if (field === "redirect") one(child);
            else if (field === "argument")
              deny(
                "could not analyse the heredoc: words follow its marker, or its body starts in a way the parser misreads; put arguments before << and start the body with a plain line"
              );
            else if (field === "operator") continue;
            else if (field === "right" || child.type === "pipeline") after.push(child);
            else unsupported(node);
          }
          return;
        default:
          unsupported(node);
      }
    };
    for (const node of nodes) one(node);
    return { paths, literalStdin, after };
  }
  redirected(node, scope) {
    const body2 = childByField(node, "body");
    const redirects = childrenByField(node, "redirect");
    for (const child of node.children) {
      if (child !== body2 && child.field !== "redirect") unsupported(node);
    }
    if (body2 === void 0)
      deny("a redirection without a command is not accepted; write `: > file` to create or empty a file");
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const inner = {
      ...scope,
      paths: [...scope.paths, ...paths],
      literalStdin: scope.literalStdin || literalStdin
    };
    const before = this.state.commands.length;
    this.statement(body2, inner);
    if (this.state.commands.length === before && paths.length > 0)
      deny("a redirection around a statement that runs no command is not accepted");
    this.continuations(after, scope);
  }
  continuations(nodes, scope) {
    for (const node of nodes) {
      if (node.type === "pipeline" && node.children[0]?.type === "|")
        this.statements(node, scope, PIPELINE_TOKENS);
      else this.statement(node, scope);
    }
  }
  command(node, scope) {
    const assignments = [];
    const words = [];
    const redirects = [];
    let previousWordEnd = -1;
    for (const child of node.children) {
      const field = child.field;
      if (field === "name" || field === "argument") {
        if (child.start === previousWordEnd)
          deny(
            `could not analyse ${code(node.text, 40)}: bash reads ${code(child.text, 20)} and the word before it as one word`
          );
        previousWordEnd = child.end;
      }
      if (child.type === "variable_assignment") assignments.push(readAssignment(child, this.state.env.home));
      else if (field === "redirect") redirects.push(child);
      else if (field === "name") {
        const inner = child.children.filter((part) => part.named);
        if (child.type !== "command_name" || inner.length !== 1 || child.children.length !== 1)
          unsupported(node);
        words.unshift(this.word(inner[0], scope));
      } else if (field === "argument") words.push(this.word(child, scope));
      else unsupported(node);
    }
    if (childByField(node, "name") === void 0)
      deny(`could not find the command name in ${code(node.text, 40)}`);
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const raw = {
      words,
      assignments,
      paths: [...scope.paths, ...paths],
      literalStdin: scope.literalStdin || literalStdin,
      scope,
      test: false
    };
    analyzeCommand(raw, this.state);
    this.continuations(after, scope);
  }
  program(root, scope) {
    if (root.type !== "program") unsupported(root);
    this.statements(root, scope, SEPARATORS);
  }
};
function walkSource(parser, source, state, scope) {
  if (scope.depth > MAX_NESTING)
    deny(
      `the command is nested too deeply (more than ${MAX_NESTING} levels of subshells, groups, substitutions or scripts)`
    );
  const tree = parser.parse(source);
  if (tree === null) deny("the command could not be parsed");
  let root;
  try {
    root = copyTree(tree, source);
  } finally {
    tree.delete();
  }
  checkSource(root, source);
  new Walker(state).program(root, scope);
}

// src/policy/shell/analyze.ts
var CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f]/;
function controlCharacter(text2) {
  return CONTROL_CHARACTER.exec(text2)?.[0];
}
async function analyzeShellCommand(command, env) {
  if (command.length > MAX_COMMAND_LENGTH)
    return {
      ok: false,
      reason: `the command is ${command.length} characters long, more than the ${MAX_COMMAND_LENGTH} this analysis accepts; split it, or put long content in a file with the Write tool`
    };
  const control = controlCharacter(command);
  if (control !== void 0)
    return {
      ok: false,
      reason: `the command contains the control character U+${control.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}, which bash and this analysis may read differently; remove it`
    };
  try {
    const parser = await bashParser();
    const state = {
      env,
      cwds: [env.cwd],
      commands: [],
      walkScript: (source, scope) => walkSource(parser, source, state, scope)
    };
    walkSource(parser, command, state, { depth: 0, inLoop: false, paths: [], literalStdin: false });
    return { ok: true, commands: state.commands, readOnly: state.commands.every((c) => c.readOnly) };
  } catch (error) {
    if (error instanceof ShellDenial) return { ok: false, reason: error.message };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the command could not be analysed (internal error: ${message})` };
  }
}
export {
  analyzeShellCommand
};
