// The input and output tables of docs/configuration.md, generated from action.yml so the two never
// drift (test/readme.test.ts fails when they do). Run `node scripts/action-docs.mjs` to rewrite them.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

const root = fileURLToPath(new URL("..", import.meta.url));
const START = "<!-- action-docs:start (generated from action.yml by scripts/action-docs.mjs) -->";
const END = "<!-- action-docs:end -->";

const cell = (text) =>
  String(text ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\|/g, "\\|");

/** @param {string} actionYaml */
export function actionTables(actionYaml) {
  const action = parse(actionYaml);
  const inputs = Object.entries(action.inputs ?? {}).map(
    ([name, spec]) =>
      `| \`${name}\` | ${cell(spec.description)} | ${spec.default === undefined ? "" : `\`${cell(spec.default)}\``} |`,
  );
  const outputs = Object.entries(action.outputs ?? {}).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description)} |`,
  );
  // Prettier would re-align the tables; the block is the generator's, so Prettier leaves it alone.
  return [
    START,
    "<!-- prettier-ignore-start -->",
    "",
    "## Inputs",
    "",
    "| input | what it does | default |",
    "| --- | --- | --- |",
    ...inputs,
    "",
    "## Outputs",
    "",
    "| output | what it holds |",
    "| --- | --- |",
    ...outputs,
    "",
    "<!-- prettier-ignore-end -->",
    END,
  ].join("\n");
}

/** The file the tables live in, relative to the repository root. */
export const TABLES_FILE = "docs/configuration.md";

/** @param {string} markdown @param {string} tables */
export function withTables(markdown, tables) {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${TABLES_FILE} needs the markers ${START} and ${END}.`);
  return markdown.slice(0, start) + tables + markdown.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = `${root}${TABLES_FILE}`;
  const markdown = await readFile(path, "utf8");
  await writeFile(path, withTables(markdown, actionTables(await readFile(`${root}action.yml`, "utf8"))));
}
