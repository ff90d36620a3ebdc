// Type-checks the project (as `tsc --noEmit -p tsconfig.json`) and lints it (as `eslint --max-warnings 0 .`)
// over one TypeScript program: the type-aware lint rules read the checker the type-check has already
// filled, instead of typescript-eslint building and checking the same program a second time.
// Prints {"types": "...", "lint": "..."} — each empty when clean, else what tsc or eslint would print.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The program tsconfig.json describes, and the diagnostics `tsc --noEmit` would print for it. */
function typeCheck() {
  const configPath = join(root, "tsconfig.json");
  const host = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined };
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  if (config === undefined) throw new Error(`could not read ${configPath}`);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const formatHost = {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => "\n",
  };
  return { program, types: ts.formatDiagnostics(diagnostics, formatHost).trim() };
}

/** eslint.config.js as it is, over `program` instead of a program of typescript-eslint's own. */
async function lint(program) {
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: {
      files: ["**/*.ts"],
      languageOptions: { parserOptions: { projectService: false, programs: [program] } },
    },
  });
  const results = await eslint.lintFiles(["."]);
  const problems = results.reduce((sum, r) => sum + r.errorCount + r.warningCount, 0);
  if (problems === 0) return "";
  const formatter = await eslint.loadFormatter("stylish");
  return (await formatter.format(results)).trim();
}

const { program, types } = typeCheck();
const report = { types, lint: await lint(program) };
process.stdout.write(`${JSON.stringify(report)}\n`);
