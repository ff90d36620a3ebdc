// Walks the syntax tree statement by statement and hands every simple command to command.ts. Each
// node type is handled explicitly; a type (or a token inside one) that is not listed here denies the
// command, so a construct this walk does not understand can never be skipped.
import type { Parser } from "web-tree-sitter";
import type { PathUse } from "./analyze";
import { checkDeclaration, checkStatementAssignment, checkUnset, readAssignment } from "./assignments";
import { analyzeCommand, type RawCommand, type Scope, type WalkState } from "./command";
import { code, deny } from "./denial";
import { checkAssignment } from "./env-names";
import { MAX_LOOP_VALUES, MAX_NESTING } from "./limits";
import { pathUses } from "./paths";
import { checkSource } from "./syntax-check";
import { childByField, childrenByField, copyTree, type SyntaxNode } from "./tree";
import { type Binding, evaluateRegex, evaluateWord, type Word, type WordOptions } from "./words";

/** Where the shell may be after a statement succeeded, and after it failed. */
interface Outcome {
  ok: string[];
  failed: string[];
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

function unsupported(node: SyntaxNode): never {
  deny(
    `${code(node.text)} (${node.type}) is not a construct this analysis understands, so the command is refused`,
  );
}

function nested(scope: Scope, changes: Partial<Scope> = {}): Scope {
  const depth = scope.depth + 1;
  if (depth > MAX_NESTING)
    deny(
      `the command is nested too deeply (more than ${MAX_NESTING} levels of subshells, groups, substitutions or scripts)`,
    );
  return { ...scope, ...changes, depth };
}

// The anonymous tokens each construct may hold (built once: the walk consults them for every node).
const SEPARATOR_TOKENS = [";", "&", "\n"];
const tokens = (...types: string[]): ReadonlySet<string> => new Set([...types, ...SEPARATOR_TOKENS]);
const SEPARATORS = tokens();
const LIST_TOKENS = tokens("&&", "||");
const PIPELINE_TOKENS = new Set(["|", "|&"]);
const NEGATION_TOKENS = new Set(["!"]);
const SUBSHELL_TOKENS = tokens("(", ")");
const GROUP_TOKENS = tokens("{", "}");
const IF_TOKENS = tokens("if", "then", "fi");
const ELIF_TOKENS = tokens("elif", "then");
const ELSE_TOKENS = tokens("else");
const WHILE_TOKENS = tokens("while", "until");
const DO_TOKENS = tokens("do", "done");
const FOR_TOKENS = tokens("for", "in");
const CASE_TOKENS = tokens("case", "in", "esac");
const CASE_ITEM_TOKENS = tokens("(", ")", "|", ";;", ";&", ";;&");
const PROCESS_SUBSTITUTION_TOKENS = tokens("<(", ">(", ")");
const HEREDOC_PARTS = new Set([
  "<<",
  "<<-",
  "heredoc_start",
  "heredoc_body",
  "heredoc_end",
  "file_descriptor",
]);
const WRITE_OPERATORS = new Set([">", ">>", ">|", "&>", "&>>", ">&"]);

class Walker {
  /** Read-only, shared by every word of the walk. */
  private readonly wordOptions: WordOptions;

  constructor(private readonly state: WalkState) {
    this.wordOptions = { home: state.env.home };
  }

  /** Word evaluation where `scope` stands: with the loop variables bound there. */
  private options(scope: Scope): WordOptions {
    return scope.bindings.size === 0 ? this.wordOptions : { ...this.wordOptions, bindings: scope.bindings };
  }

  private word(node: SyntaxNode, scope: Scope): Word {
    if (node.type === "process_substitution") {
      this.statements(node, nested(scope, { paths: [], literalStdin: false }), PROCESS_SUBSTITUTION_TOKENS);
      return {
        value: node.text,
        glob: false,
        optionLikeGlob: false,
        quoted: false,
        processSubstitution: true,
      };
    }
    return evaluateWord(node, this.options(scope));
  }

  /** Walks the named children of `node` as statements; anonymous tokens must be in `tokens`. */
  private statements(node: SyntaxNode, scope: Scope, tokens: ReadonlySet<string>): void {
    for (const child of node.children) {
      if (!child.named) {
        if (!tokens.has(child.type)) unsupported(node);
        continue;
      }
      this.statement(child, scope);
    }
  }

  statement(node: SyntaxNode, scope: Scope): void {
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
            `${code(node.text, 40)} is an arithmetic command, which can assign variables and run commands`,
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
          "a C-style for loop evaluates arithmetic, which can assign variables and run commands; write the commands out",
        );
      case "function_definition":
        return deny(
          "defining shell functions is not accepted (a function's body runs where it is called, which this analysis does not follow); run the commands directly",
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
  private list(node: SyntaxNode, scope: Scope): void {
    const outcome = this.outcome(node, scope);
    this.state.cwds = union(outcome.ok, outcome.failed);
  }

  /** Walks a statement; where the shell may be when it succeeded, and when it failed. */
  private outcome(node: SyntaxNode, scope: Scope): Outcome {
    const [first, operator, second, ...more] = node.children;
    if (node.type === "list") {
      const plain = first?.named === true && second?.named === true && more.length === 0;
      if (!plain || (operator?.type !== "&&" && operator?.type !== "||")) {
        // Comments or another shape: every part judged wherever the shell may be.
        this.statements(node, scope, LIST_TOKENS);
        return { ok: this.state.cwds, failed: this.state.cwds };
      }
      const left = this.outcome(first, scope);
      if (operator.type === "&&") {
        this.state.cwds = left.ok;
        const right = this.outcome(second, scope);
        return { ok: right.ok, failed: union(left.failed, right.failed) };
      }
      this.state.cwds = left.failed;
      const right = this.outcome(second, scope);
      return { ok: union(left.ok, right.ok), failed: right.failed };
    }
    if (
      node.type === "negated_command" &&
      first?.type === "!" &&
      operator?.named === true &&
      second === undefined
    ) {
      const inner = this.outcome(operator, scope);
      return { ok: inner.failed, failed: inner.ok };
    }
    const before = this.state.cwds;
    const at = this.state.commands.length;
    this.statement(node, scope);
    const cd = this.state.changedDirectory;
    const onlyCd =
      (node.type === "command" || node.type === "redirected_statement") &&
      cd?.at === at &&
      this.state.commands.length === at + 1;
    if (onlyCd) return { ok: [...cd.targets], failed: before };
    return { ok: this.state.cwds, failed: this.state.cwds };
  }

  /** if/while bodies: conditions and statements, with elif/else clauses and do groups. */
  private compound(node: SyntaxNode, scope: Scope, tokens: ReadonlySet<string>): void {
    for (const child of node.children) {
      if (!child.named) {
        if (!tokens.has(child.type)) unsupported(node);
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
  private forLoop(node: SyntaxNode, scope: Scope): void {
    const variable = childByField(node, "variable");
    const values: Word[] = [];
    let body: SyntaxNode | undefined;
    for (const child of node.children) {
      if (child.type === "select")
        deny("`select` reads a choice from its input, which this analysis does not follow");
      if (!child.named) {
        if (!FOR_TOKENS.has(child.type)) unsupported(node);
      } else if (child === variable || child.type === "comment") continue;
      else if (child.type === "do_group") body = child;
      else values.push(this.word(child, scope));
    }
    if (variable?.type !== "variable_name" || body === undefined) unsupported(node);
    const bindings = loopBindings(variable.text, values, scope);
    if (bindings.length === 0) {
      checkAssignment(variable.text, undefined, "the for loop sets", {
        exported: false,
        bound: scope.bindings,
      });
      this.statements(body, scope, DO_TOKENS);
      return;
    }
    for (const binding of bindings) {
      const bound = new Map(scope.bindings).set(variable.text, binding);
      this.statements(body, { ...scope, bindings: bound }, DO_TOKENS);
    }
  }

  private caseStatement(node: SyntaxNode, scope: Scope): void {
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
  private test(node: SyntaxNode, scope: Scope): void {
    const open = node.children[0]?.type;
    const tokens: Word[] = [];
    const collect = (part: SyntaxNode): void => {
      for (const child of part.children) {
        switch (child.type) {
          case "binary_expression":
          case "unary_expression":
          case "parenthesized_expression":
            collect(child);
            break;
          case "regex":
            tokens.push(evaluateRegex(child));
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
            tokens.push({
              value: child.text,
              glob: false,
              optionLikeGlob: false,
              quoted: false,
              processSubstitution: false,
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
            // Inside [[ ]] words are not globbed; inside [ ] they are, like any command's arguments.
            // A loop variable over a glob still holds one match: its matches are what is tested.
            if (open !== "[[") tokens.push(word);
            else if (word.loopGlob === true) {
              const { resplit: _split, ...whole } = word;
              tokens.push({ ...whole, optionLikeGlob: false });
            } else tokens.push({ ...word, glob: false, optionLikeGlob: false });
          }
        }
      }
    };
    collect(node);
    const close = open === "[[" ? "]]" : "]";
    const brackets = (value: string): Word => ({
      value,
      glob: false,
      optionLikeGlob: false,
      quoted: false,
      processSubstitution: false,
    });
    const words = [brackets(open === "[[" ? "[[" : "["), ...tokens, brackets(close)];
    analyzeCommand(
      {
        words,
        assignments: [],
        paths: scope.paths,
        literalStdin: scope.literalStdin,
        scope,
        test: open === "[[",
      },
      this.state,
    );
  }

  /** A redirection's target: a path use, an fd duplication (nothing), or a process substitution. */
  private fileRedirect(node: SyntaxNode, scope: Scope): PathUse[] {
    let operator: string | undefined;
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
        `could not analyse the redirection ${code(node.text, 40)} (words after its target); put the arguments before the redirection`,
      );
    const target = destinations[0];
    if (operator === ">&-" || operator === "<&-") {
      if (target !== undefined) deny(`could not analyse the redirection ${code(node.text, 40)}`);
      return [];
    }
    if (target === undefined) deny(`the redirection ${code(node.text, 40)} has no target`);
    const word = this.word(target, scope);
    if (word.processSubstitution) return [];
    if (operator === ">&" || operator === "<&") {
      if (/^[0-9]+-?$|^-$/.test(word.value)) return [];
      if (operator === "<&")
        deny(`the redirection ${code(node.text, 40)} duplicates a descriptor that is not a number`);
    }
    const kind = operator === "<" ? "read" : WRITE_OPERATORS.has(operator ?? "") ? "write" : undefined;
    if (kind === undefined) deny(`the redirection operator in ${code(node.text, 40)} is not accepted`);
    if (word.glob) deny(`the redirection target ${code(word.value, 40)} is a glob; name the file`);
    if (word.value === "") deny("a redirection target is empty");
    const uses = pathUses(kind, word.value, "redirect", { cwds: this.state.cwds });
    if ([word.value, ...uses.map((use) => use.path)].some((path) => /^\/dev\/(?:tcp|udp)\//.test(path)))
      deny(
        `${code(word.value, 40)} opens a network connection (bash treats /dev/tcp and /dev/udp as sockets)`,
      );
    return uses;
  }

  /**
   * The redirections of a statement. Heredocs can carry what follows them on the line (the rest of a
   * pipeline, `&& cmd`, more redirections); those come back as `after` to be walked next.
   */
  private redirections(
    nodes: readonly SyntaxNode[],
    scope: Scope,
  ): { paths: PathUse[]; literalStdin: boolean; after: SyntaxNode[] } {
    const paths: PathUse[] = [];
    const after: SyntaxNode[] = [];
    let literalStdin = false;
    const one = (node: SyntaxNode): void => {
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
                "could not analyse the heredoc: words follow its marker, or its body starts in a way the parser misreads; put arguments before << and start the body with a plain line",
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

  private redirected(node: SyntaxNode, scope: Scope): void {
    const body = childByField(node, "body");
    const redirects = childrenByField(node, "redirect");
    for (const child of node.children) {
      if (child !== body && child.field !== "redirect") unsupported(node);
    }
    if (body === undefined)
      deny("a redirection without a command is not accepted; write `: > file` to create or empty a file");
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const inner: Scope = {
      ...scope,
      paths: [...scope.paths, ...paths],
      literalStdin: scope.literalStdin || literalStdin,
    };
    const before = this.state.commands.length;
    this.statement(body, inner);
    if (this.state.commands.length === before && paths.length > 0)
      deny("a redirection around a statement that runs no command is not accepted");
    this.continuations(after, scope);
  }

  private continuations(nodes: readonly SyntaxNode[], scope: Scope): void {
    for (const node of nodes) {
      if (node.type === "pipeline" && node.children[0]?.type === "|")
        this.statements(node, scope, PIPELINE_TOKENS);
      else this.statement(node, scope);
    }
  }

  private command(node: SyntaxNode, scope: Scope): void {
    const assignments: { name: string; value: string }[] = [];
    const words: Word[] = [];
    const redirects: SyntaxNode[] = [];
    let previousWordEnd = -1;
    for (const child of node.children) {
      const field = child.field;
      if (field === "name" || field === "argument") {
        // Two word nodes with nothing between them are one word to bash (`x<(…)`), split by the parser.
        if (child.start === previousWordEnd)
          deny(
            `could not analyse ${code(node.text, 40)}: bash reads ${code(child.text, 20)} and the word before it as one word`,
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
        words.unshift(this.word(inner[0] as SyntaxNode, scope));
      } else if (field === "argument") words.push(this.word(child, scope));
      else unsupported(node);
    }
    if (childByField(node, "name") === undefined)
      deny(`could not find the command name in ${code(node.text, 40)}`);
    const { paths, literalStdin, after } = this.redirections(redirects, scope);
    const raw: RawCommand = {
      words,
      assignments,
      paths: [...scope.paths, ...paths],
      literalStdin: scope.literalStdin || literalStdin,
      scope,
      test: false,
    };
    analyzeCommand(raw, this.state);
    this.continuations(after, scope);
  }

  program(root: SyntaxNode, scope: Scope): void {
    if (root.type !== "program") unsupported(root);
    this.statements(root, scope, SEPARATORS);
  }
}

/** The values a `for` loop binds its variable to, each checked as an assignment; repeats once. */
function loopBindings(name: string, values: readonly Word[], scope: Scope): Binding[] {
  if (values.length > MAX_LOOP_VALUES)
    deny(`the for loop has more than ${MAX_LOOP_VALUES} values; split it into several commands`);
  const bindings = new Map<string, Binding>();
  for (const word of values) {
    if (word.processSubstitution || word.loopGlob === true)
      deny(
        `the for loop runs over ${code(word.value, 40)}, whose values are only known when the command runs; list the values`,
      );
    const binding: Binding = word.glob
      ? {
          kind: "glob",
          pattern: word.pattern ?? word.value,
          value: word.value,
          optionLike: word.optionLikeGlob,
        }
      : { kind: "literal", value: word.value };
    checkAssignment(name, binding.kind === "literal" ? binding.value : undefined, "the for loop sets", {
      exported: false,
      bound: scope.bindings,
      valueUnknown: binding.kind === "glob",
    });
    bindings.set(
      `${binding.kind}\0${binding.value}\0${binding.kind === "glob" ? binding.pattern : ""}`,
      binding,
    );
  }
  return [...bindings.values()];
}

/** Parses `source` and walks it; the tree is freed whatever happens. */
export function walkSource(parser: Parser, source: string, state: WalkState, scope: Scope): void {
  if (scope.depth > MAX_NESTING)
    deny(
      `the command is nested too deeply (more than ${MAX_NESTING} levels of subshells, groups, substitutions or scripts)`,
    );
  const tree = parser.parse(source);
  if (tree === null) deny("the command could not be parsed");
  let root: SyntaxNode;
  try {
    root = copyTree(tree, source);
  } finally {
    tree.delete();
  }
  checkSource(root, source);
  new Walker(state).program(root, scope);
}
