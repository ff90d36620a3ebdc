// Light terminal rendering of the GitHub markdown steward posts: the text stays as it was posted, with
// only what GitHub would hide or draw differently changed — hidden HTML comments dropped, headings and
// bold text emphasized, <details> shown as an open disclosure. Colour only on a terminal.

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
}

const ansi = (open: number, close: number) => (text: string) =>
  `\u001b[${String(open)}m${text}\u001b[${String(close)}m`;
export const TERMINAL: Style = { bold: ansi(1, 22), dim: ansi(2, 22) };
export const PLAIN: Style = { bold: (t) => t, dim: (t) => t };

/** Outside code spans: backslash escapes resolved, **bold** emphasized. */
function inline(line: string, style: Style): string {
  return line
    .split(/(`[^`]*`)/)
    .map((part) =>
      part.startsWith("`")
        ? part
        : part
            .replace(/\\([!-/:-@[-`{-~])/g, "$1")
            .replace(/\*\*([^*]+)\*\*/g, (_, text: string) => style.bold(text)),
    )
    .join("");
}

/** The markdown as a reader of the comment sees it, each line prefixed by `gutter`. */
export function renderMarkdown(markdown: string, style: Style, gutter = ""): string {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.replace(/<!--[\s\S]*?-->/g, "").split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced || /^\s*(```|~~~)/.test(line)) {
      out.push(style.dim(line));
      continue;
    }
    if (/^\s*<\/?details>\s*$/.test(line)) continue;
    const summary = /^\s*<details>\s*<summary>(.*)<\/summary>\s*$|^\s*<summary>(.*)<\/summary>\s*$/.exec(
      line,
    );
    if (summary !== null) {
      out.push(`▸ ${style.bold(summary[1] ?? summary[2] ?? "")}`);
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading !== null) {
      out.push(style.bold(heading[1] ?? ""));
      continue;
    }
    out.push(inline(line, style));
  }
  while (out.length > 0 && out[0]?.trim() === "") out.shift();
  while (out.length > 0 && out.at(-1)?.trim() === "") out.pop();
  return out.map((line) => `${gutter}${line}`.trimEnd()).join("\n");
}
