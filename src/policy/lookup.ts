// Tables looked up by words from untrusted text (command names, tool names, class names). A plain
// object literal inherits Object.prototype, so `table["constructor"]` or `table["toString"]` would find
// a function and the word would be taken for an entry; these tables have no prototype.

/** The entries as a frozen object without a prototype: only its own keys are found. */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
