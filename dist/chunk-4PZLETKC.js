import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/policy/lookup.ts
function lookupTable(entries) {
  return Object.freeze(Object.assign(/* @__PURE__ */ Object.create(null), entries));
}

export {
  lookupTable
};
