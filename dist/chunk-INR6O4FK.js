import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/mcp/names.ts
import { createHash } from "node:crypto";
var MAX_TOOL_NAME = 64;
var normalize = (name) => name.replace(/[^A-Za-z0-9_-]/g, "_");
function normalizeServerName(configured) {
  const name = normalize(configured);
  if (name === "" || /^_+$/.test(name)) return { ok: false, error: "the name has no letter or digit" };
  if (name.includes("__"))
    return {
      ok: false,
      error: `the name may not contain "__" (mcp__${name}__… could not be told apart from another server's tools)`
    };
  if (name.length > 40) return { ok: false, error: "the name is longer than 40 characters" };
  return { ok: true, value: name };
}
function nameServerTools(server, tools, taken) {
  const prefix = `mcp__${server}__`;
  return tools.map((tool) => {
    const reasons = [];
    let name = `${prefix}${normalize(tool)}`;
    if (name !== `${prefix}${tool}`) reasons.push("characters the API does not accept became _");
    if (name.length > MAX_TOOL_NAME) {
      const hash = createHash("sha256").update(tool).digest("hex").slice(0, 8);
      name = `${name.slice(0, MAX_TOOL_NAME - 9)}_${hash}`;
      reasons.push(`longer than ${String(MAX_TOOL_NAME)} characters, it was shortened`);
    }
    if (taken.has(name)) {
      const base = name.slice(0, MAX_TOOL_NAME - 4);
      let n = 2;
      while (taken.has(`${base}_${String(n)}`)) n++;
      name = `${base}_${String(n)}`;
      reasons.push("another tool already had its name");
    }
    taken.add(name);
    return reasons.length === 0 ? { name } : { name, renamed: `${tool} → ${name}: ${reasons.join("; ")}` };
  });
}

export {
  normalizeServerName,
  nameServerTools
};
