// ripgrep's printed lines are shown only when they are the lines of the file really at the path
// printed: a file ripgrep read through a link swapped in mid-walk (or one changed meanwhile) has other
// lines there, and is left out whole.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedFiles } from "../../../src/tools/search/ripgrep-verify";
import type { FileMatches, PrintedLine, SearchRequest } from "../../../src/tools/search/search-request";

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), "steward-rg-verify-")));
  mkdirSync(join(root, "dir"));
  writeFileSync(join(root, "dir", "a.txt"), "one\ntwo\r\nthree");
  writeFileSync(join(root, "late.bin"), "match\nmore\0");
  writeFileSync(
    join(root, "wide.txt"),
    Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("héllo\nwörld\n", "utf16le")]),
  );
  symlinkSync(join(root, "dir"), join(root, "alias"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const request = { onlyMatching: false } as SearchRequest;
const match = (number: number, text: string, isMatch = true): PrintedLine => ({ number, text, isMatch });
const file = (path: string, ...lines: PrintedLine[]): FileMatches => ({ path, count: lines.length, lines });
const kept = (files: FileMatches[], req = request) => verifiedFiles(files, req).map((f) => f.path);

describe("ripgrep's lines checked against the files", () => {
  it("keeps a file whose printed lines are its lines, context and CR included", () => {
    const a = join(root, "dir", "a.txt");
    expect(kept([file(a, match(1, "one", false), match(2, "two\r"), match(3, "three"))])).toEqual([a]);
  });

  it("leaves out a file when any printed line is not that line of the file", () => {
    const a = join(root, "dir", "a.txt");
    expect(kept([file(a, match(1, "one"), match(2, "SECRET"))])).toEqual([]);
    expect(kept([file(a, match(4, ""))])).toEqual([]);
    expect(kept([file(a, match(0, "one"))])).toEqual([]);
  });

  it("checks only-matching parts against their lines", () => {
    const a = join(root, "dir", "a.txt");
    const only = { onlyMatching: true } as SearchRequest;
    expect(kept([file(a, match(3, "hre"))], only)).toEqual([a]);
    expect(kept([file(a, match(3, "SECRET"))], only)).toEqual([]);
  });

  it("leaves out a file not really at the path printed, a binary file, and a missing one", () => {
    expect(kept([file(join(root, "alias", "a.txt"), match(1, "one"))])).toEqual([]);
    expect(kept([file(join(root, "late.bin"), match(1, "match"))])).toEqual([]);
    expect(kept([file(join(root, "gone.txt"), match(1, "one"))])).toEqual([]);
  });

  it("reads UTF-16 files with a byte order mark as ripgrep prints them, transcoded", () => {
    expect(kept([file(join(root, "wide.txt"), match(2, "wörld"))])).toEqual([join(root, "wide.txt")]);
  });
});
