// GNU tar: listing (-t) and comparing (-d) are read-only; creating writes the archive and reads the
// members; extracting writes into the target directory. Options that run programs are flagged, and so
// is an archive on another host (`host:file`, opened through a remote shell).
import type { DangerousOption, PathUse, TreeRead, TreeWrite } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { hasOption, type OptionSpec, type PathKind } from "../options";
import { pathUses } from "../paths";
import type { Word } from "../words";
import { flaggedOptions, operandsAs, optionPaths, scanProgram } from "./generic";
import type { ProgramAnalyzer } from "./types";

const SHORT_WITH_VALUE = "fCbLNTXVgKIFH";

const TAR: OptionSpec = {
  shortArgs: SHORT_WITH_VALUE,
  longArgs: [
    "--blocking-factor",
    "--tape-length",
    "--newer",
    "--after-date",
    "--newer-mtime",
    "--exclude",
    "--label",
    "--starting-file",
    "--use-compress-program",
    "--info-script",
    "--new-volume-script",
    "--format",
    "--checkpoint-action",
    "--to-command",
    "--rsh-command",
    "--rmt-command",
    "--transform",
    "--xform",
    "--owner",
    "--group",
    "--mode",
    "--mtime",
    "--strip-components",
    "--suffix",
    "--warning",
    "--record-size",
    "--sort",
    "--level",
    "--pax-option",
    "--quoting-style",
    "--quote-chars",
    "--no-quote-chars",
    "--hole-detection",
  ],
  longFlags: [
    "--create",
    "--extract",
    "--get",
    "--list",
    "--append",
    "--update",
    "--catenate",
    "--concatenate",
    "--diff",
    "--compare",
    "--delete",
    "--test-label",
    "--force-local",
    "--remove-files",
    "--to-stdout",
    "--dereference",
  ],
  pathOptions: {
    "-f": "read",
    "--file": "read",
    "-C": "read",
    "--directory": "read",
    "-T": "read",
    "--files-from": "read",
    "-X": "read",
    "--exclude-from": "read",
    "-g": "write",
    "--listed-incremental": "write",
    "--index-file": "write",
    "--volno-file": "write",
  },
};

function plain(value: string): Word {
  return { value, glob: false, optionLikeGlob: false, quoted: false, processSubstitution: false };
}

/** `tar xzf a.tgz` (letters without a dash, values taken in order) rewritten as `-x -z -f a.tgz`. */
function modernise(args: readonly Word[]): Word[] {
  const first = args[0];
  if (first === undefined || first.value.startsWith("-") || first.processSubstitution) return [...args];
  const out: Word[] = [];
  let next = 1;
  for (const letter of first.value) {
    out.push(plain(`-${letter}`));
    if (SHORT_WITH_VALUE.includes(letter) && next < args.length) out.push(args[next++] as Word);
  }
  return [...out, ...args.slice(next)];
}

const EXTRACTED: TreeWrite = { writer: "tar -x", kind: "names" };

export const tarProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("tar", modernise(args), TAR);
  const creates = hasOption(
    scan,
    "-c",
    "--create",
    "-r",
    "--append",
    "-u",
    "--update",
    "-A",
    "--catenate",
    "--concatenate",
    "--delete",
  );
  const extracts = hasOption(scan, "-x", "--extract", "--get");
  // -T names the members to read when creating (files this analysis does not see); otherwise it
  // only selects members of the archive.
  const dangerous: DangerousOption[] = flaggedOptions("tar", scan).filter(
    (d) => creates || (d.option !== "-T" && d.option !== "--files-from"),
  );
  // The archive is written when creating, the directory when extracting; other files as the table says.
  const pathOptions: Record<string, PathKind> = {
    ...TAR.pathOptions,
    "-f": creates ? "write" : "read",
    "--file": creates ? "write" : "read",
  };
  // An extraction's directory is a write of names the archive chooses (below); otherwise it is read.
  if (extracts) {
    delete pathOptions["-C"];
    delete pathOptions["--directory"];
  }
  const kinds: OptionSpec = { ...TAR, pathOptions };
  const paths: PathUse[] = optionPaths(scan, kinds, ctx);
  for (const option of scan.options) {
    if (!option.candidates.some((c) => c === "-f" || c === "--file") || option.value === undefined) continue;
    if (option.value.includes(":") && !hasOption(scan, "--force-local"))
      dangerous.push(dangerousOption("tar", "<remote archive>", option.value));
  }
  if (creates) {
    const members = operandsAs(hasOption(scan, "--remove-files") ? "write" : "read", scan.operands, ctx);
    const tree: TreeRead = {
      reader: "tar -c",
      follow: hasOption(scan, "-h", "--dereference"),
      hint: "archive directories that hold no secret-like files, or name the files",
    };
    paths.push(...members.map((use) => (use.kind === "read" ? { ...use, tree } : use)));
  }
  // Extracting fills the directory with the names the archive chooses (.git/…, .husky/…, .env).
  if (extracts && !hasOption(scan, "-O", "--to-stdout")) {
    const dirs = scan.options.flatMap((option) =>
      option.candidates.some((c) => c === "-C" || c === "--directory") && option.value !== undefined
        ? pathUses("write", option.value, "operand", ctx, option.valueWord ?? false)
        : [],
    );
    if (!hasOption(scan, "-C", "--directory")) dirs.push(...pathUses("write", ".", "operand", ctx));
    paths.push(...dirs.map((use) => ({ ...use, replaces: EXTRACTED })));
  }
  const readOnly = !creates && !extracts && hasOption(scan, "-t", "--list", "-d", "--diff", "--compare");
  return { paths, dangerous, readOnly };
};
