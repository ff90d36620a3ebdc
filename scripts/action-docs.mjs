// The README's input and output tables, generated from action.yml so the two never drift
// (test/readme.test.ts fails when they do). Run `node scripts/action-docs.mjs` to rewrite them.
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
    "### Inputs",
    "",
    "| input | what it does | default |",
    "| --- | --- | --- |",
    ...inputs,
    "",
    "### Outputs",
    "",
    "| output | what it holds |",
    "| --- | --- |",
    ...outputs,
    "",
    "<!-- prettier-ignore-end -->",
    END,
  ].join("\n");
}

/** @param {string} readme @param {string} tables */
export function withTables(readme, tables) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} and ${END}.`);
  return readme.slice(0, start) + tables + readme.slice(end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readmePath = `${root}README.md`;
  const readme = await readFile(readmePath, "utf8");
  await writeFile(readmePath, withTables(readme, actionTables(await readFile(`${root}action.yml`, "utf8"))));
}
