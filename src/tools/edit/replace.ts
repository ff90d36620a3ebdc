// One exact string replacement, as Edit and MultiEdit apply it. old_string must match exactly; two
// forgiving steps are tried before giving up — line breaks written as LF against a CRLF file, and
// straight quotes typed against curly ones — both of which keep positions exact. When nothing matches,
// the message says what would have matched, so the model's next try can succeed.
import { dominantLineEnding, withLineEnding } from "../read/text-codec";
import { NO_CHANGE_MESSAGE } from "./guards";
import { hasCurlyQuotes, matchQuoteStyle, straightenQuotes } from "./quotes";

export interface EditRequest {
  oldString: string;
  newString: string;
  replaceAll: boolean;
}

export interface AppliedEdit {
  text: string;
  replacements: number;
  /** True when old_string matched only once curly quotes were read as straight ones. */
  quotesNormalized: boolean;
}

function findAll(haystack: string, needle: string): number[] {
  const found: number[] = [];
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length))
    found.push(i);
  return found;
}

function lineNumbersOf(text: string, positions: readonly number[]): number[] {
  const numbers: number[] = [];
  let line = 1;
  let scanned = 0;
  for (const position of positions) {
    for (let i = text.indexOf("\n", scanned); i !== -1 && i < position; i = text.indexOf("\n", i + 1)) line++;
    scanned = position;
    numbers.push(line);
  }
  return numbers;
}

const squashWhitespace = (text: string) => straightenQuotes(text).replace(/\s+/g, " ").trim();

function notFoundMessage(text: string, oldString: string): string {
  const base = "String to replace not found in file.";
  const lines = oldString.split("\n").filter((line) => line.trim() !== "");
  if (lines.length > 0 && lines.every((line) => /^\s*\d+(\t|\u2192)/.test(line)))
    return `${base} old_string seems to include the line numbers of Read's output; the number and the tab before each line are not part of the file. Remove them and try again.`;
  const squashed = squashWhitespace(oldString);
  if (squashed !== "" && squashWhitespace(text).includes(squashed))
    return `${base} It would match if whitespace were ignored: the indentation (tabs or spaces), line breaks or trailing spaces in old_string differ from the file. Read those lines again and copy them exactly.`;
  return `${base} Read the file again to see its current content; old_string must match it exactly, including whitespace and line breaks.`;
}

function multipleMatchesMessage(text: string, positions: readonly number[]): string {
  const lines = lineNumbersOf(text, positions.slice(0, 10)).map(String);
  const where = `${lines.join(", ")}${positions.length > 10 ? ", ..." : ""}`;
  return `Found ${String(positions.length)} matches of the string to replace (at lines ${where}), but replace_all is false. To replace every match, set replace_all to true. To replace only one, add surrounding lines to old_string so that it matches exactly one place.`;
}

interface Match {
  positions: number[];
  length: number;
  /** The line ending new_string should be written with. */
  ending: "\n" | "\r\n" | undefined;
  quotes: boolean;
}

function findMatch(text: string, oldString: string): Match | undefined {
  const dominant = dominantLineEnding(text);
  const candidates = [oldString];
  if (oldString.includes("\n")) {
    const converted = withLineEnding(oldString, dominant === "\r\n" ? "\r\n" : "\n");
    if (converted !== oldString) candidates.push(converted);
  }
  const endingOf = (candidate: string) =>
    candidate.includes("\n") ? (candidate.includes("\r\n") ? "\r\n" : "\n") : dominant;
  for (const candidate of candidates) {
    const positions = findAll(text, candidate);
    if (positions.length > 0)
      return { positions, length: candidate.length, ending: endingOf(candidate), quotes: false };
  }
  if (!hasCurlyQuotes(text) && !hasCurlyQuotes(oldString)) return undefined;
  const straightText = straightenQuotes(text);
  for (const candidate of candidates) {
    const positions = findAll(straightText, straightenQuotes(candidate));
    if (positions.length > 0)
      return { positions, length: candidate.length, ending: endingOf(candidate), quotes: true };
  }
  return undefined;
}

/** Applies one edit to `text`; throws an Error whose message tells the model what to change. */
export function applyEdit(text: string, edit: EditRequest): AppliedEdit {
  if (edit.oldString === edit.newString) throw new Error(NO_CHANGE_MESSAGE);
  if (edit.oldString === "")
    throw new Error(
      "old_string is empty. Give the exact text to replace (an empty old_string only creates a new file).",
    );
  const match = findMatch(text, edit.oldString);
  if (match === undefined) throw new Error(notFoundMessage(text, edit.oldString));
  if (match.positions.length > 1 && !edit.replaceAll)
    throw new Error(multipleMatchesMessage(text, match.positions));
  const replacement = withLineEnding(edit.newString, match.ending);
  let out = "";
  let from = 0;
  for (const position of match.positions) {
    const matched = text.slice(position, position + match.length);
    out +=
      text.slice(from, position) +
      (match.quotes ? matchQuoteStyle(replacement, matched, edit.oldString) : replacement);
    from = position + match.length;
  }
  out += text.slice(from);
  if (out === text)
    throw new Error(
      "The edit changes nothing: written in the file's own quote characters and line endings, new_string is the text already there.",
    );
  return { text: out, replacements: match.positions.length, quotesNormalized: match.quotes };
}
