import { importTypeScript } from "../lib/load-ts.mjs";
const m = await importTypeScript(['export { bashParser } from "./src/policy/shell/parser.ts";'], "/work/main/bench/.tmp-prof/pp-bundle.mjs");
const p = await m.bashParser();
const tenKb = `git log --oneline ${"--author=someone ".repeat(560)}`.slice(0, 10_000);
const chain = Array.from({ length: 95 }, (_, i) => `grep -n "${"pattern ".repeat(9)}${i}" src/m${i % 50}/index.ts`).join(" && ").slice(0, 10_000);
const src = process.argv[2] === "chain" ? chain : tenKb;
for (let i = 0; i < 400; i++) p.parse(src).delete();
