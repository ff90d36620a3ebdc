// Some programs use exit code 1 for an ordinary answer: grep found nothing, diff found differences,
// test found the condition false. Reporting those as failures sends the model chasing errors that are
// not there. The meaning is applied only when that program's status is the command's status: a single
// command, or the last stage of a pipeline. Anything with `;`, `&&`, `||`, `&`, newlines or grouping
// could have taken its status from another command (`make && grep x f`), so it gets no interpretation.

const MEANINGS: ReadonlyMap<string, string> = new Map([
  ["grep", "no matches"],
  ["egrep", "no matches"],
  ["fgrep", "no matches"],
  ["rg", "no matches"],
  ["diff", "the inputs differ"],
  ["cmp", "the inputs differ"],
  ["test", "the condition is false"],
  ["[", "the condition is false"],
  ["find", "some paths could not be read; what find printed is still valid"],
]);

/**
 * Splits a command into its top-level pipeline stages, honouring quotes and backslashes; undefined when
 * it has anything other than plain pipes joining simple commands.
 */
function pipelineStages(command: string): string[] | undefined {
  const stages: string[] = [];
  let current = "";
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < command.length; i++) {
    const char = command.charAt(i);
    if (quote === "'") {
      if (char === "'") quote = undefined;
      current += char;
      continue;
    }
    if (char === "\\") {
      current += char + command.charAt(i + 1);
      i++;
      continue;
    }
    if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === "`" || (char === "$" && command.charAt(i + 1) === "(")) return undefined;
      current += char;
      continue;
    }
    if (char === "'" || char === '"') {
      quote = char;
      current += char;
      continue;
    }
    if (";&\n()`{}".includes(char) || (char === "$" && command.charAt(i + 1) === "(")) return undefined;
    if (char === "|") {
      if (command.charAt(i + 1) === "|" || command.charAt(i + 1) === "&") return undefined;
      stages.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  if (quote !== undefined) return undefined;
  stages.push(current);
  return stages;
}

/** The program a simple command runs: its first word after variable assignments, without a path. */
function programOf(stage: string): string | undefined {
  const words = stage.trim().split(/\s+/);
  const word = words.find((w) => !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w));
  if (word === undefined || word === "") return undefined;
  const unquoted = word.replace(/^(['"])(.*)\1$/, "$2");
  return unquoted.slice(unquoted.lastIndexOf("/") + 1);
}

/** What exit code 1 means for this command when it is not a failure, or undefined. */
export function benignExitMeaning(
  command: string,
  exitCode: number,
): { program: string; meaning: string } | undefined {
  if (exitCode !== 1) return undefined;
  const stages = pipelineStages(command);
  const last = stages?.at(-1);
  if (last === undefined) return undefined;
  const program = programOf(last);
  if (program === undefined) return undefined;
  const meaning = MEANINGS.get(program);
  return meaning === undefined ? undefined : { program, meaning };
}
