// The sed script reader, checked against GNU sed itself: `sed --sandbox` refuses exactly the scripts
// with e, w, W, r, R, s///e and s///w commands, so a script GNU sed accepts but refuses in the sandbox
// must never be read as print-only.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSedScript } from "../../../src/policy/shell/programs/sed-script";

describe("readSedScript", () => {
  it.each([
    ["p", []],
    ["10,20p", []],
    ["/start/,/end/{p;=}", []],
    ["s/a/b/g;s|x|y|2p", []],
    ["s/[/]/x/", []],
    ["s/[]/]/x/", []],
    ["\\%a/b%p", []],
    [":a;N;$!ba;s/\\n/ /g", []],
    ["1i\\\nheader w x", []],
    ["$a trailer; w file", []],
    ["y/abc/xyz/", []],
    ["0~3d", []],
    ["/x/I,+2!d", []],
    ["1e id", ["e"]],
    ["s/x/y/e", ["s///e"]],
    ["s/x/y/gpe", ["s///e"]],
    ["2w /tmp/x", ["w"]],
    ["s/x/y/w /tmp/x", ["s///w"]],
    ["1W out", ["W"]],
    ["1r /etc/passwd", ["r"]],
    ["$R in", ["R"]],
    ["/a/{\np\ne\n}", ["e"]],
    ["s/[/]/x/w out", ["s///w"]],
    // GNU ends a label at whitespace, and the next command may follow on the same line.
    [":l w out", ["w"]],
    ["bx 1e id", ["e"]],
    ["v 4.2 r in", ["r"]],
    ["s/a/b/ w out", ["s///w"]],
  ])("%j finds %j", (script, commands) => {
    const read = readSedScript(script);
    expect(read.ok).toBe(true);
    if (read.ok) expect(read.findings.map((f) => f.command)).toEqual(commands);
  });

  it.each(["s/x/y", "s/x/y/w", "1k", "{p", "p}", "s/a[/x/", "y/ab/c", "w", "p p", "s/x/y/Q"])(
    "%j is unreadable",
    (script) => {
      expect(readSedScript(script).ok).toBe(false);
    },
  );
});

let dir = "";
let gnuSed = false;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "steward-sed-"));
  try {
    execFileSync("sed", ["--sandbox", "-n", "p", "/dev/null"], { stdio: "ignore" });
    gnuSed = true;
  } catch {
    gnuSed = false;
  }
});

afterAll(() => {
  if (dir !== "") rmSync(dir, { recursive: true, force: true });
});

/** Does GNU sed accept the script, and does its sandbox (no e/r/w) accept it too? No input: nothing runs. */
function gnu(script: string): { valid: boolean; sandboxed: boolean } {
  const run = (args: string[]) => {
    try {
      execFileSync("sed", [...args, "-n", "-e", script, "/dev/null"], {
        cwd: dir,
        stdio: "ignore",
        timeout: 5000,
      });
      return true;
    } catch {
      return false;
    }
  };
  return { valid: run([]), sandboxed: run(["--sandbox"]) };
}

describe.skipIf(process.platform !== "linux")("readSedScript against GNU sed", () => {
  it("never reads as print-only a script GNU sed refuses in its sandbox", () => {
    if (!gnuSed) return;
    const address = fc.constantFrom(
      "",
      "1",
      "$",
      "/a/",
      "\\|a|",
      "1,3",
      "/x/,+2",
      "0~2",
      "/[/]/",
      "/a/I",
      "2!",
    );
    const command = fc.constantFrom(
      "p",
      "d",
      "=",
      "l",
      "q",
      "s/a/b/",
      "s/a/b/g",
      "s|a|b|p",
      "s/[/]/x/",
      "s/a/b/w out",
      "s/a/b/e",
      "y/ab/cd/",
      "a text",
      "i\\\ntext",
      "c text",
      "{p}",
      "b",
      ":l",
      "bl",
      "w out",
      "r in",
      "R in",
      "W out",
      "e true",
      "n",
      "N",
      "x",
      "G",
      "F",
      "z",
      "s/a/\\n/",
      "s/a\\/b/c/",
      "#c",
    );
    const script = fc
      .array(fc.tuple(address, command, fc.constantFrom(";", "\n", " ;", "")), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.map(([a, c, sep]) => a + c + sep).join(""));
    const noise = fc.constantFrom(
      "e",
      "w",
      "r",
      "/",
      "\\",
      "[",
      "]",
      ";",
      "\n",
      " ",
      "{",
      "}",
      "s",
      "!",
      "#",
      "p",
      "|",
      "W",
      "R",
    );
    const mutated = fc
      .tuple(script, fc.array(fc.tuple(fc.nat(), noise), { maxLength: 3 }))
      .map(([text, edits]) =>
        edits.reduce(
          (acc, [at, c]) => acc.slice(0, at % (acc.length + 1)) + c + acc.slice(at % (acc.length + 1)),
          text,
        ),
      );
    let printOnly = 0;
    fc.assert(
      fc.property(fc.oneof(script, mutated), (text) => {
        const mine = readSedScript(text);
        if (!mine.ok || mine.findings.length > 0) return;
        const sed = gnu(text);
        if (sed.valid) {
          printOnly++;
          expect(sed.sandboxed, `${JSON.stringify(text)} was read as print-only`).toBe(true);
        }
      }),
      { numRuns: 300, seed: 4_242 },
    );
    expect(printOnly).toBeGreaterThan(30);
  });
});
