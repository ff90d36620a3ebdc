// unzip: lists, tests or prints an archive (-l, -v, -t, -z, -Z, -p, -c), or extracts it into the
// working directory or `-d DIR`. Extracting writes names the archive chooses (.git/…, .husky/…,
// .env), which the policy judges as such (judge-replace.ts). `-:` lets member names climb out with
// `..` or start at `/`: flagged. Operands after the archive name members, not files.
import type { DangerousOption, PathUse, TreeWrite } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { operandPaths, pathUses } from "../paths";
import type { Word } from "../words";
import type { ProgramAnalyzer } from "./types";

/** Letters that make unzip list, test or print instead of extracting (-Z: zipinfo's listing). */
const NOT_EXTRACTING = /[lvtzZpc]/;
const EXTRACTED: TreeWrite = { writer: "unzip", kind: "names" };

export const unzipProgram: ProgramAnalyzer = (args, ctx) => {
  const dangerous: DangerousOption[] = [];
  let archive: Word | undefined;
  let directory: string | undefined;
  let directoryWord: Word | undefined;
  let extracting = true;
  for (let i = 0; i < args.length; i++) {
    const word = args[i] as Word;
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
  const paths: PathUse[] = archive === undefined ? [] : operandPaths("read", archive, ctx);
  if (extracting) {
    const target =
      directory === undefined
        ? pathUses("write", ".", "operand", ctx)
        : pathUses("write", directory, "operand", ctx, directoryWord ?? false);
    paths.push(...target.map((use) => ({ ...use, replaces: EXTRACTED })));
  }
  return { paths, dangerous, readOnly: !extracting };
};
