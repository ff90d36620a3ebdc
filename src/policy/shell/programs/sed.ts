// sed: read-only while its script only prints. The script (the first operand, or every -e) is read by
// sed-script.ts; -i and -f are flagged, and so is any script command that runs, writes or reads.
import type { DangerousOption, PathUse } from "../analyze";
import { dangerousOption } from "../dangerous-options";
import { hasOption, type OptionSpec } from "../options";
import { pathUses } from "../paths";
import { flaggedOptions, operandsAs, optionPaths, scanProgram } from "./generic";
import { readSedScript } from "./sed-script";
import type { ProgramAnalyzer } from "./types";

const SED: OptionSpec = {
  shortArgs: "el",
  longArgs: ["--expression", "--line-length"],
  longFlags: [
    "--quiet",
    "--silent",
    "--in-place",
    "--regexp-extended",
    "--separate",
    "--null-data",
    "--unbuffered",
    "--posix",
    "--debug",
    "--sandbox",
    "--follow-symlinks",
    "--binary",
  ],
  pathOptions: { "-f": "read", "--file": "read" },
};

export const sedProgram: ProgramAnalyzer = (args, ctx) => {
  const scan = scanProgram("sed", args, SED);
  const dangerous: DangerousOption[] = flaggedOptions("sed", scan);
  const paths: PathUse[] = optionPaths(scan, SED, ctx);
  const expressions = scan.options.filter(
    (o) => o.candidates.includes("-e") || o.candidates.includes("--expression"),
  );
  const fromFile = hasOption(scan, "-f", "--file");
  const scripts = expressions.map((o) => o.value ?? "");
  let files = scan.operands;
  if (expressions.length === 0 && !fromFile) {
    const first = scan.operands[0];
    if (first !== undefined) scripts.push(first.value);
    files = scan.operands.slice(1);
  }
  if (scripts.length > 0) {
    const script = readSedScript(scripts.join("\n"));
    if (!script.ok) dangerous.push(dangerousOption("sed", "<script>", scripts.join("; ")));
    else
      for (const finding of script.findings) {
        dangerous.push(dangerousOption("sed", finding.command, finding.command));
        if ("file" in finding)
          paths.push(
            ...pathUses(
              finding.command.endsWith("w") || finding.command === "W" ? "write" : "read",
              finding.file,
              "operand",
              ctx,
            ),
          );
      }
  }
  const inPlace = hasOption(scan, "-i", "--in-place");
  paths.push(...operandsAs(inPlace ? "write" : "read", files, ctx));
  return { paths, dangerous: dedupe(dangerous), readOnly: true };
};

function dedupe(entries: DangerousOption[]): DangerousOption[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.option}\0${entry.token ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
