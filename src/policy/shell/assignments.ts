// Every way bash assigns a variable goes through one check of the name (env-names.ts checkAssignment):
// a variable the analysis does not follow could change what later words mean (PATH, IFS, a loop
// variable whose values were already judged), so none may slip past it.
//
//   NAME=value (a statement)         checked here, not exported
//   NAME=value cmd (a prefix)        checked in command.ts, exported to cmd
//   export/declare/typeset/local/readonly, unset      checked here (export: exported)
//   for NAME in …                    checked in walk.ts, and the value bound for the loop's body
//   read NAME…, wait -p NAME         checked here, the value unknown
//   mapfile/readarray, getopts, select, coproc, let, (( )), $(( ))   refused (builtins.ts, walk.ts)
//   printf -v NAME                   refused (programs/misc.ts)
//   ${NAME:=…} and other expansions  refused (words.ts)
//   {NAME}>file                      refused (walk.ts)
import { code, deny } from "./denial";
import { checkAssignment } from "./env-names";
import { childByField, type SyntaxNode } from "./tree";
import { type Binding, evaluateWord, type Word } from "./words";

export type Bound = ReadonlyMap<string, Binding> | undefined;

/** A name and value from a `variable_assignment` node; anything but a plain name is refused. */
export function readAssignment(
  node: SyntaxNode,
  home: string,
  bound?: Bound,
): { name: string; value: string } {
  const name = childByField(node, "name");
  if (name?.type !== "variable_name")
    deny(`${code(node.text, 40)} assigns to an array element, whose subscript bash evaluates as arithmetic`);
  const value = childByField(node, "value");
  for (const child of node.children) {
    if (child === name || child === value) continue;
    if (child.type !== "=" && child.type !== "+=")
      deny(`could not analyse the assignment ${code(node.text, 40)}`);
  }
  if (value === undefined) return { name: name.text, value: "" };
  if (value.type === "array") deny(`${code(node.text, 40)} assigns an array; only plain values are accepted`);
  const options = { home, assignmentValue: true, ...(bound === undefined ? {} : { bindings: bound }) };
  return { name: name.text, value: evaluateWord(value, options).value };
}

/** `x=1` as a statement: a variable of this shell, not exported. */
export function checkStatementAssignment(node: SyntaxNode, home: string, bound: Bound): void {
  const { name, value } = readAssignment(node, home, bound);
  checkAssignment(name, value, "the assignment sets", { exported: false, bound });
}

/** `export A=1 B`, `readonly A`, `local a=1`, `declare a=1`: checked names, no options. */
export function checkDeclaration(node: SyntaxNode, home: string, bound: Bound): void {
  const keyword = node.children[0]?.type ?? "declare";
  const assignment = { exported: keyword === "export", bound };
  let names = 0;
  for (const child of node.children.slice(1)) {
    if (child.type === "variable_assignment") {
      const { name, value } = readAssignment(child, home, bound);
      checkAssignment(name, value, `\`${keyword}\` sets`, assignment);
    } else if (child.type === "variable_name") {
      checkAssignment(child.text, undefined, `\`${keyword}\` changes`, assignment);
    } else if (child.type === "word" && !/^[-+]/.test(child.text)) {
      checkAssignment(child.text, undefined, `\`${keyword}\` changes`, assignment);
    } else if (child.type === "word") {
      deny(
        `\`${keyword} ${child.text}\` is not accepted: options of ${keyword} can rename variables, export functions or change attributes`,
      );
    } else deny(`could not analyse ${code(node.text, 40)}`);
    names++;
  }
  if (names === 0)
    deny(`\`${keyword}\` without arguments prints every variable; print what you need instead`);
}

/** `unset NAME…`: checked names only. */
export function checkUnset(node: SyntaxNode, bound: Bound): void {
  let names = 0;
  for (const child of node.children.slice(1)) {
    if ((child.type === "variable_name" || child.type === "word") && !child.text.startsWith("-"))
      checkAssignment(child.text, undefined, "`unset` removes", { exported: false, bound });
    else deny(`\`unset ${child.text}\` is not accepted; unset plain variable names only`);
    names++;
  }
  if (names === 0) deny("`unset` needs a name");
}

interface BuiltinOptions {
  /** Option letters that take a value (the rest of the word, or the next word). */
  withValue: string;
  flags: string;
}

/** A builtin's options as bash's internal getopt reads them: letter → value ("" for a flag). */
function builtinOptions(name: string, args: readonly Word[], spec: BuiltinOptions) {
  const options: [string, string][] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const token = (args[i] as Word).value;
    if (token === "--") {
      i++;
      break;
    }
    if (!token.startsWith("-") || token === "-") break;
    for (let at = 1; at < token.length; at++) {
      const letter = token[at] as string;
      if (spec.withValue.includes(letter)) {
        const value = at + 1 < token.length ? token.slice(at + 1) : args[++i]?.value;
        if (value === undefined) deny(`\`${name} -${letter}\` needs a value`);
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

/** `read [-rs…] [-a NAME] [NAME…]`: assigns from its input; -e/-E would start readline. */
export function checkRead(args: readonly Word[], bound: Bound): void {
  const { options, operands } = builtinOptions("read", args, { withValue: "adinNptu", flags: "rs" });
  const names = [...options.filter(([letter]) => letter === "a").map(([, value]) => value)];
  names.push(...operands.map((word) => word.value));
  for (const name of names)
    checkAssignment(name, undefined, "`read` sets", { exported: false, bound, valueUnknown: true });
}

/** `wait [-fn] [-p NAME] [ID…]`: -p assigns the finished job's id to NAME. */
export function checkWait(args: readonly Word[], bound: Bound): void {
  const { options } = builtinOptions("wait", args, { withValue: "p", flags: "fn" });
  for (const [letter, value] of options)
    if (letter === "p")
      checkAssignment(value, undefined, "`wait -p` sets", { exported: false, bound, valueUnknown: true });
}
