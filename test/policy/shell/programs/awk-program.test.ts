// awk programs read conservatively: a program that only reads its input and prints is accepted; one
// that runs commands, reads other files, writes files or loads code is not, whatever its spelling.
import { describe, expect, it } from "vitest";
import { awkProgramProblem } from "../../../../src/policy/shell/programs/awk-program";

describe("awk programs that only read and print", () => {
  it.each([
    "{print $1}",
    "{ print $1, $NF }",
    "NR > 1 && $3 >= 10 { print $2 }",
    "/error|warn/ { n++ } END { print n }",
    "$0 ~ /a|b/ { print }",
    '{ printf "%s\\n", $1 }',
    '{ print ($1 > 5 ? "big" : "small") }',
    "{ x = $1 / 2; print x }",
    "{ print $1 / 2 }",
    '{ s += $2 } END { printf("%d\\n", s) }',
    'BEGIN { FS = ":" } { print $1 }',
    "{ c[$0]++ } END { for (k in c) print c[k], k }",
    '{ print ENVIRON["HOME"] } # a comment with system() and | and >',
    '{ print "a > b | c" }',
    "{ if ($1 > 0) print }",
    "/[/]x/ { print }",
    "length($0) > 72",
    '{ print substr($0, index($0, ">")) }',
  ])("%s", (program) => {
    expect(awkProgramProblem(program)).toBeUndefined();
  });
});

describe("awk programs that do more", () => {
  it.each([
    ['{ system("id") }', /system/],
    ['{ print | "sh" }', /pipe/],
    ['{ "date" | getline d; print d }', /pipe|getline/],
    ['{ getline line < ".env"; print line }', /getline/],
    ["{ while ((getline l) > 0) print l }", /getline/],
    ['{ print > "/tmp/x" }', />/],
    ['{ print $1 >> "out" }', />/],
    ['{ printf("%s", $0) > "f" }', />/],
    ["{ print $1, $2 > $3 }", />/],
    ['{ if (x) print > "f" }', />/],
    ['BEGIN { ARGV[1] = ".env"; ARGC = 2 } { print }', /ARGV/],
    ['@load "filefuncs"', /@/],
    ['@include "x.awk"', /@/],
    ['BEGIN { extension("x.so", "init") }', /extension/],
    ['{ print |& "cmd" }', /pipe/],
    ['{ print "unterminated }', /does not end/],
    ["/unterminated", /does not end/],
  ] as const)("%s", (program, why) => {
    expect(awkProgramProblem(program)).toMatch(why);
  });
});
