import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  LineCounter,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument
} from "./chunk-2DZ6IWZL.js";
import {
  PolicyLoadError,
  formatIssue
} from "./chunk-NYG7QIXA.js";
import "./chunk-SXXHESJR.js";

// src/policy/source.ts
var SourceDocument = class _SourceDocument {
  constructor(text, file) {
    this.file = file;
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    for (const error of this.doc.errors) {
      const message = error.message.split("\n")[0] ?? error.message;
      this.issues.push({ ...this.at(error.pos[0]), message: `not valid YAML or JSON: ${message}` });
    }
    this.root = this.doc.errors.length > 0 ? null : this.resolve(this.doc.contents);
  }
  file;
  issues = [];
  root;
  lines = new LineCounter();
  doc;
  /** Another file read the same way (a settings file the policy imports); its issues are its own. */
  another(text, file) {
    return new _SourceDocument(text, file);
  }
  at(offset) {
    const { line, col } = this.lines.linePos(offset);
    return { file: this.file, line, column: col };
  }
  sourceOf(node) {
    return this.at(node?.range?.[0] ?? 0);
  }
  issue(node, message) {
    this.issues.push({ ...this.sourceOf(node), message });
  }
  resolve(node) {
    if (node === null || node === void 0) return null;
    if (isAlias(node)) {
      const target = node.resolve(this.doc);
      if (target === void 0) {
        this.issue(node, `the alias *${node.source} names no anchor (&${node.source}) before it`);
        return null;
      }
      return this.resolve(target);
    }
    return node;
  }
  /** A mapping's entries; reports and returns nothing for anything else. `what` names it in errors. */
  entries(node, what) {
    if (node === null || isScalar(node) && node.value === null) return [];
    if (!isMap(node)) {
      this.issue(node, `${what} must be a mapping of keys`);
      return void 0;
    }
    const entries = [];
    for (const pair of node.items) {
      const keyNode = this.resolve(pair.key);
      if (keyNode === null || !isScalar(keyNode) || typeof keyNode.value !== "string") {
        this.issue(keyNode ?? node, `${what} has a key that is not a plain name`);
        continue;
      }
      entries.push({ key: keyNode.value, keyNode, value: this.resolve(pair.value) });
    }
    return entries;
  }
  /** A list's items; null or a missing value is an empty list. */
  items(node, what) {
    if (node === null || isScalar(node) && node.value === null) return [];
    if (!isSeq(node)) {
      this.issue(node, `${what} must be a list`);
      return void 0;
    }
    const items = [];
    for (const item of node.items) {
      const resolved = this.resolve(item);
      if (resolved === null || isScalar(resolved) && resolved.value === null)
        this.issue(resolved ?? node, `${what} has an empty item`);
      else items.push(resolved);
    }
    return items;
  }
  string(node) {
    return node !== null && isScalar(node) && typeof node.value === "string" ? node.value : void 0;
  }
  boolean(node) {
    return node !== null && isScalar(node) && typeof node.value === "boolean" ? node.value : void 0;
  }
  isMapping(node) {
    return node !== null && isMap(node);
  }
  toJS(node) {
    return node.toJS(this.doc);
  }
  /** A scalar with a value (not an empty `key:`). A method so callers need not load yaml themselves. */
  isValueScalar(node) {
    return node !== null && isScalar(node) && node.value !== null;
  }
  /** What a node holds, for "got …" in messages. */
  describe(node) {
    if (node === null) return "nothing";
    if (isMap(node)) return "a mapping";
    if (isSeq(node)) return "a list";
    if (isScalar(node)) {
      const value = node.value;
      if (value === null) return "nothing";
      if (typeof value === "string") return JSON.stringify(value);
      if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
        return `${typeof value} ${String(value)}`;
      return `a ${typeof value}`;
    }
    return "an unsupported value";
  }
};
export {
  PolicyLoadError,
  SourceDocument,
  formatIssue
};
