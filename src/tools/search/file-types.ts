// ripgrep's file types (`type: "ts"`), for the built-in search. The list is ripgrep's own
// `--type-list`, written by scripts/vendor-ripgrep.mjs from the vendored binary, so both backends
// know the same names; a test checks it still matches.
import typeList from "./rg-type-list.txt";

function parseTypeList(text: string): ReadonlyMap<string, readonly string[]> {
  const types = new Map<string, readonly string[]>();
  for (const line of text.split("\n")) {
    const colon = line.indexOf(": ");
    if (colon <= 0) continue;
    types.set(line.slice(0, colon), line.slice(colon + 2).split(", "));
  }
  return types;
}

let fileTypes: ReadonlyMap<string, readonly string[]> | undefined;

/** Parsed on first use: only the built-in search needs it, and most runs use ripgrep. */
export function fileTypeMap(): ReadonlyMap<string, readonly string[]> {
  return (fileTypes ??= parseTypeList(typeList));
}

/** The file-name globs of a type; "all" is every type. Undefined for an unknown name. */
export function typeGlobs(name: string): readonly string[] | undefined {
  if (name === "all") return [...fileTypeMap().values()].flat();
  return fileTypeMap().get(name);
}

/** ripgrep's complaint for an unknown type, word for word, so both backends say the same. */
export function unknownTypeMessage(name: string): string {
  return `unrecognized file type: ${name}`;
}
