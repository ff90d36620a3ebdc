// Linear-time passes over raw markup, safe on hostile input: no regular expression here can backtrack
// over a tag, and every search starts where the previous one ended.

/**
 * The markup without script, style, svg, template and noscript blocks or comments. One forward pass
 * (each search starts where the last block ended), so hostile markup full of unclosed tags stays linear;
 * an unclosed block swallows the rest of the page, as it does in a browser.
 */
export function withoutRawBlocks(html: string): string {
  const kept: string[] = [];
  let from = 0;
  const start = /<(script|style|svg|template|noscript)\b|<!--/gi;
  for (let match = start.exec(html); match !== null; match = start.exec(html)) {
    kept.push(html.slice(from, match.index));
    const end = match[1] === undefined ? /-->/g : new RegExp(`</${match[1]}\\s*>`, "gi");
    end.lastIndex = start.lastIndex;
    if (end.exec(html) === null) return kept.join("");
    from = end.lastIndex;
    start.lastIndex = from;
  }
  kept.push(html.slice(from));
  return kept.join("");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** The text of markup with every tag removed, in one linear pass (no backtracking regex over tags). */
export function bareTextOf(markup: string): string {
  const pieces: string[] = [];
  let from = 0;
  for (let open = markup.indexOf("<"); open !== -1; open = markup.indexOf("<", from)) {
    pieces.push(markup.slice(from, open), " ");
    const close = markup.indexOf(">", open);
    if (close === -1) {
      from = markup.length;
      break;
    }
    from = close + 1;
  }
  pieces.push(markup.slice(from));
  return pieces
    .join("")
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, decodeEntity)
    .replace(/[ \t\r\f\v]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n\n")
    .trim();
}
