// A command the analysis refuses outright. Thrown from deep inside the walk and caught once, in
// analyzeShellCommand, where it becomes `{ ok: false, error }`; the reason is written for the model.
export class ShellDenial extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ShellDenial";
  }
}

export function deny(reason: string): never {
  throw new ShellDenial(reason);
}

/** A command excerpt short enough to quote in a reason. */
export function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** Text quoted for a reason: in backquotes, or in double quotes when it holds a backquote itself. */
export function code(text: string, max = 40): string {
  const short = excerpt(text, max);
  return short.includes("`") ? `"${short}"` : `\`${short}\``;
}
