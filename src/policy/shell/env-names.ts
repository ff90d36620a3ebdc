// Which environment variables a command may set (`LC_ALL=C sort a`, `export TZ=UTC`). An allow-list:
// a handful of names that only change formatting are accepted and stripped before rules are matched;
// every other name is refused, with a specific reason for the names known to load code, choose
// programs, or move files (LD_PRELOAD, PATH, GIT_*, NODE_OPTIONS, …).
import { deny } from "./denial";

const HARMLESS = new Set([
  "LANG",
  "LANGUAGE",
  "TZ",
  "CI",
  "NO_COLOR",
  "FORCE_COLOR",
  "CLICOLOR",
  "CLICOLOR_FORCE",
  "COLORTERM",
  "TERM",
  "COLUMNS",
  "LINES",
  "NODE_ENV",
  "RUST_BACKTRACE",
  "SOURCE_DATE_EPOCH",
]);

/** A harmless variable's value: a plain token (a TZ name may hold a '/'); no paths, no '..'. */
const HARMLESS_VALUE = /^[A-Za-z0-9_.,:@+= -]*$/;

const DANGEROUS: readonly { test: RegExp; why: string }[] = [
  {
    test: /^(?:LD_|DYLD_)/,
    why: "the dynamic loader reads it to load other shared libraries into every program",
  },
  { test: /^(?:PATH|CDPATH|EXECIGNORE)$/, why: "the shell uses it to find programs and directories" },
  {
    test: /^(?:BASH_ENV|ENV|SHELLOPTS|BASHOPTS|PS[0-4]|PROMPT_COMMAND|BASH_XTRACEFD|GLOBIGNORE|INPUTRC|HISTFILE|BASH_LOADABLES_PATH)$/,
    why: "the shell reads it for code to run or for how to read commands",
  },
  { test: /^IFS$/, why: "the shell splits words with it" },
  {
    test: /^GIT_/,
    why: "git reads GIT_* variables for programs to run (GIT_PAGER, GIT_SSH_COMMAND, GIT_EXTERNAL_DIFF) and for the repository and configuration to use",
  },
  { test: /^NODE_/, why: "Node.js reads NODE_* variables for code to preload and modules to load" },
  {
    test: /^(?:npm_config_|yarn_|pnpm_|bun_)/i,
    why: "package managers read these as configuration, including scripts and programs to run",
  },
  { test: /^PYTHON/, why: "Python reads PYTHON* variables for code to run at start-up and modules to load" },
  { test: /^(?:PERL5|PERLLIB|PERL_)/, why: "Perl reads these for modules and options to load" },
  { test: /^(?:RUBY|GEM_|BUNDLE_)/, why: "Ruby reads these for code to load and gems to use" },
  {
    test: /^(?:JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|JDK_JAVA_OPTIONS|CLASSPATH|MAVEN_OPTS|GRADLE_OPTS)$/,
    why: "the JVM reads these for agents and classes to load",
  },
  {
    test: /^(?:LESSOPEN|LESSCLOSE|LESS|LESSKEY|PAGER|MANPAGER|MANOPT|EDITOR|VISUAL|BROWSER|SHELL|TERMINFO|TERMINFO_DIRS)$/,
    why: "programs read it for another program to run (a pager, editor, browser or shell) or a file to load",
  },
  {
    test: /^(?:HOME|TMPDIR|TMP|TEMP|XDG_[A-Z_]+)$/,
    why: "programs read their configuration and write their files where it says",
  },
  {
    test: /^(?:LOCPATH|NLSPATH|GCONV_PATH|GLIBC_TUNABLES|MALLOC_[A-Z_]+|OPENSSL_CONF|SSL_CERT_FILE|SSL_CERT_DIR)$/,
    why: "the C library or OpenSSL loads other files named by it",
  },
  {
    test: /^(?:https?_proxy|all_proxy|no_proxy|ftp_proxy)$/i,
    why: "network clients send their traffic through the host it names",
  },
  {
    test: /^(?:CARGO_|RUSTC|RUSTFLAGS|RUSTDOC|GO[A-Z]*$|CC$|CXX$|CPP$|LD$|CFLAGS|CXXFLAGS|LDFLAGS|MAKEFLAGS|MAKE$)/,
    why: "build tools read it for programs and flags to run",
  },
];

const HARMLESS_LIST =
  "LANG, LANGUAGE, LC_*, TZ, CI, NO_COLOR, FORCE_COLOR, CLICOLOR, CLICOLOR_FORCE, COLORTERM, TERM, COLUMNS, LINES, NODE_ENV, RUST_BACKTRACE, SOURCE_DATE_EPOCH";

function isHarmlessName(name: string): boolean {
  return HARMLESS.has(name) || /^LC_[A-Z]+$/.test(name);
}

/**
 * Names only this shell reads once set without `export`: lowercase, as no environment variable a
 * program reads is, bar the proxies and package-manager settings DANGEROUS lists (the agent's
 * environment is an allow-list of upper-case names). bash itself reads two lowercase names.
 */
const SHELL_LOCAL = /^[a-z][a-z0-9_]{0,63}$/;
const BASH_READS = new Set(["auto_resume", "histchars"]);

export interface Assignment {
  /** The value reaches programs' environments (`export`, a prefix on a command). */
  exported: boolean;
  /** `for` loop variables bound where the assignment stands (see walk.ts). */
  bound?: ReadonlyMap<string, unknown> | undefined;
  /** The value is only known when the command runs (`read`, `wait -p`). */
  valueUnknown?: boolean;
}

/**
 * The one check every assignment goes through — `x=1`, a prefix `X=1 cmd`, export, declare, local,
 * readonly, typeset, a `for` or `read` variable, `wait -p`: a harmless environment name (with a plain
 * value, when it is known), or, when not exported, a lowercase name only this shell reads. A bound
 * loop variable is never reassigned: the analysis judged the loop's body with its value.
 */
export function checkAssignment(
  name: string,
  value: string | undefined,
  how: string,
  assignment: Assignment,
): void {
  if (assignment.bound?.has(name) === true)
    deny(
      `${how} ${name}, the variable of the loop around it, whose values the loop's body was judged with; use another name`,
    );
  const dangerous = DANGEROUS.find((entry) => entry.test.test(name));
  if (dangerous !== undefined)
    deny(`${how} ${name}, which is not accepted: ${dangerous.why}; run the command without it`);
  if (!assignment.exported && SHELL_LOCAL.test(name) && !BASH_READS.has(name)) return;
  if (!isHarmlessName(name))
    deny(
      `${how} ${name}: only these variables may be set in a command: ${HARMLESS_LIST}${assignment.exported ? "" : ", and lowercase shell variables"}; run the command without ${name}`,
    );
  if (assignment.valueUnknown === true)
    deny(`${how} ${name} to a value only known when the command runs; set it to a literal value`);
  if (
    value !== undefined &&
    !HARMLESS_VALUE.test(value) &&
    !(name === "TZ" && /^[A-Za-z0-9_+-]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value))
  )
    deny(`${how} ${name}: the value ${JSON.stringify(value)} is not a plain name or number`);
}

/** Denies setting `name` in programs' environments (to `value`, when known) unless it is harmless. */
export function checkVariable(name: string, value: string | undefined, how: string): void {
  checkAssignment(name, value, how, { exported: true });
}
