// `node --version`, `python3 -V`, `go version`: a program asked only for its version prints it and
// exits. Listed per program, with the exact arguments that do only that: a tool that reads project
// configuration before it prints (yarn's yarnPath, corepack's packageManager, mvn's .mvn/jvm.config,
// pytest's plugins) is not listed, since that configuration can run code.
import { lookupTable } from "../../lookup";
import type { Word } from "../words";

const VERSION_ARGUMENTS: Readonly<Record<string, readonly string[]>> = lookupTable({
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
  bwrap: ["--version"],
});

const PYTHON_VERSIONED = /^python3\.\d+$/;

/** True when `args` only ask `name` (a bare program name) for its version. */
export function isVersionQuery(name: string, args: readonly Word[]): boolean {
  const word = args.length === 1 ? (args[0] as Word) : undefined;
  if (word === undefined || word.glob || word.processSubstitution) return false;
  const accepted = VERSION_ARGUMENTS[PYTHON_VERSIONED.test(name) ? "python3" : name];
  return accepted?.includes(word.value) === true;
}
