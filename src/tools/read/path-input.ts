// The checks every file tool makes on the path it was given, before touching the file system.
export function pathInputProblem(value: string, field: string): string | undefined {
  if (value.trim() === "") return `${field} is empty; give the path of a file.`;
  if (value.includes("\0")) return `${field} contains a NUL character, which no file path can hold.`;
  return undefined;
}
