// Sanitised markdown read by parsers steward does not use: commonmark.js (the CommonMark reference
// implementation) and, where installed, cmark-gfm (the parser family GitHub renders with; Debian's
// `cmark-gfm`, which .ci/run installs). Each gives a syntax tree; what is live in it — raw HTML, a link
// or image to anything but an allowed GitHub page, an e-mail link, a mention, a URL GitHub's autolinker
// would link, a diagram fence — is reported. Independent of src/ on purpose: the allowed pages are
// judged here by their own small rule.
import { spawnSync } from "node:child_process";
import { Parser, type Node } from "commonmark";
import fc from "fast-check";

export const cmarkGfmAvailable = spawnSync("cmark-gfm", ["--version"]).status === 0;
/** Under CI a missing cmark-gfm fails the tests that need it rather than skipping them. */
export const cmarkGfmRequired =
  process.env["CI"] === "true" || process.env["STEWARD_REQUIRE_SANDBOX"] === "1";

interface Leaf {
  kind: "html" | "link" | "text" | "code-block";
  value: string;
}

function commonmarkLeaves(markdown: string): Leaf[] {
  const leaves: Leaf[] = [];
  const walker = new Parser().parse(markdown).walker();
  let inLink = 0;
  for (let event = walker.next(); event !== null; event = walker.next()) {
    const node: Node = event.node;
    if (node.type === "link" || node.type === "image") {
      if (event.entering) leaves.push({ kind: "link", value: node.destination ?? "" });
      inLink += event.entering ? 1 : -1;
    } else if (!event.entering) continue;
    else if (node.type === "html_block" || node.type === "html_inline")
      leaves.push({ kind: "html", value: node.literal ?? "" });
    else if (node.type === "code_block") leaves.push({ kind: "code-block", value: node.info ?? "" });
    else if (node.type === "text" && inLink === 0) leaves.push({ kind: "text", value: node.literal ?? "" });
  }
  return leaves;
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#[0-9]+);/gi, (_m, e: string) =>
    e.startsWith("#x") || e.startsWith("#X")
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith("#")
        ? String.fromCodePoint(parseInt(e.slice(1), 10))
        : (XML_ENTITIES[e] ?? ""),
  );

const CMARK_GFM_ARGS = [
  "-t",
  "xml",
  "--unsafe",
  "-e",
  "table",
  "-e",
  "autolink",
  "-e",
  "strikethrough",
  "-e",
  "footnotes",
  "-e",
  "tasklist",
];

const cmarkGfm = (markdown: string, extra: readonly string[] = []) =>
  spawnSync("cmark-gfm", [...CMARK_GFM_ARGS, ...extra], {
    input: markdown,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  }).stdout;

/** cmark-gfm's XML of the documents last given to renderWithCmarkGfmAhead, by document. */
let renderedAhead = new Map<string, string>();

/**
 * Renders documents with cmark-gfm ahead of the referenceProblems calls that will read them, in a few
 * processes: a process started from a test worker costs 30-50 ms (fork copies the worker's page
 * tables, and the worker holds hundreds of megabytes), and the tables and fuzz runs read hundreds of
 * documents. Replaces what was rendered ahead before, so a worker does not keep every file's documents.
 *
 * The documents are joined by blank lines and rendered with source positions; each top-level block
 * goes back to the document its first line is in. That is the reading a document gets alone only when
 * nothing crosses between the documents, so a document is rendered alone instead when
 * - it may define a link reference or a footnote (an unescaped `]:` anywhere): definitions hold for
 *   the whole text, and the first of a label wins;
 * - its last block runs on into the next document (an unclosed fence, an HTML comment, a list the next
 *   document continues...), which shows as no block starting on that document's first line; the
 *   document run into is tried again, joined with the others in the same plight.
 * (Only where blocks start is trusted: cmark-gfm ends an HTML block a line before the line that ends it.)
 */
export function renderWithCmarkGfmAhead(markdowns: Iterable<string>): void {
  renderedAhead = new Map();
  if (!cmarkGfmAvailable) return;
  let joinable: string[] = [];
  const alone: string[] = [];
  for (const markdown of new Set(markdowns))
    (/(?<!\\)(?:\\\\)*\]:/.test(markdown) ? alone : joinable).push(markdown);
  for (let round = 0; round < 3 && joinable.length > 0; round++) {
    const { rendered, runOn, runInto } = renderJoined(joinable);
    for (const [markdown, xml] of rendered) renderedAhead.set(markdown, xml);
    alone.push(...runOn);
    joinable = runInto;
  }
  for (const markdown of [...alone, ...joinable]) renderedAhead.set(markdown, cmarkGfm(markdown));
}

/**
 * A fuzz run of `numRuns` whose documents (`toMarkdown` of each value drawn) are rendered ahead: the
 * same seed draws the same values, so the property's referenceProblems calls start no process (a
 * shrunk counterexample, not drawn ahead, is rendered alone). `markdownOf` gives each value's document
 * as made ahead, so it is not made twice (it is the costlier half: a report through the sanitiser).
 */
export function renderedAheadRun<T>(
  arbitrary: fc.Arbitrary<T>,
  toMarkdown: (value: T) => string,
  numRuns: number,
): { params: { seed: number; numRuns: number }; markdownOf: (value: T) => string } {
  const seed = Math.floor(Math.random() * 0x7fffffff);
  const made = new Map(fc.sample(arbitrary, { seed, numRuns }).map((value) => [value, toMarkdown(value)]));
  renderWithCmarkGfmAhead(made.values());
  return { params: { seed, numRuns }, markdownOf: (value) => made.get(value) ?? toMarkdown(value) };
}

/**
 * One joined rendering: the documents it read as they read alone, the documents whose blocks ran on
 * into another, and the documents they ran into (all of them, if the rendering failed).
 */
function renderJoined(markdowns: readonly string[]): {
  rendered: Map<string, string>;
  runOn: string[];
  runInto: string[];
} {
  const firstLines: number[] = [];
  const contentLines: (number | undefined)[] = [];
  let line = 1;
  const pieces = markdowns.map((markdown) => {
    const lines = markdown.split(/\r\n|\r|\n/);
    const blank = lines.findIndex((text) => /[^ \t]/.test(text));
    firstLines.push(line);
    contentLines.push(blank === -1 ? undefined : line + blank);
    // Counted on the piece: a document's last "\r" and the first "\n" after it end one line.
    const piece = `${markdown}\n\n\n`;
    line += piece.match(/\r\n|\r|\n/g)?.length ?? 0;
    return piece;
  });
  const blocks = topLevelBlocks(cmarkGfm(pieces.join(""), ["--sourcepos"]));
  if (blocks === undefined) return { rendered: new Map(), runOn: [], runInto: [...markdowns] };
  const documentAt = (at: number) => firstLines.findLastIndex((first) => first <= at);
  const byDocument: string[][] = markdowns.map(() => []);
  for (const block of blocks) byDocument[documentAt(block.line)]?.push(block.xml);
  const starts = new Set(blocks.map((block) => block.line));
  const runOn = new Set<number>();
  const runInto = new Set<number>();
  contentLines.forEach((content, i) => {
    if (content === undefined || starts.has(content)) return;
    const previous = blocks.findLast((block) => block.line < content);
    const from = previous === undefined ? 0 : documentAt(previous.line);
    runOn.add(from);
    for (let j = from + 1; j <= i; j++) runInto.add(j);
  });
  const rendered = new Map<string, string>();
  markdowns.forEach((markdown, i) => {
    if (!runOn.has(i) && !runInto.has(i)) rendered.set(markdown, byDocument[i]?.join("\n") ?? "");
  });
  const pick = (indices: Set<number>) => [...indices].flatMap((i) => markdowns[i] ?? []);
  return { rendered, runOn: pick(runOn), runInto: pick(new Set([...runInto].filter((i) => !runOn.has(i)))) };
}

/**
 * The top-level blocks of a rendering with source positions: each one's first line and its XML.
 * Undefined if the rendering did not end (a failed or cut-short rendering would otherwise read as
 * documents with nothing in them) or a block has no position.
 */
function topLevelBlocks(xml: string): { line: number; xml: string }[] | undefined {
  if (!/<\/document>\s*$/.test(xml)) return undefined;
  const blocks: { line: number; xml: string }[] = [];
  let depth = 0;
  let open: { from: number; line: number } | undefined;
  for (const m of xml.matchAll(/<(\/?)[a-z_]+([^>]*?)(\/?)>/g)) {
    const [tag, closing, attributes = "", selfClosing] = m;
    if (closing === "/") {
      depth--;
      if (depth === 1 && open !== undefined)
        blocks.push({ line: open.line, xml: xml.slice(open.from, m.index + tag.length) });
      continue;
    }
    if (depth === 1) {
      const position = /sourcepos="(\d+):/.exec(attributes);
      if (position === null) return undefined;
      if (selfClosing === "/") blocks.push({ line: Number(position[1]), xml: tag });
      else open = { from: m.index, line: Number(position[1]) };
    }
    if (selfClosing !== "/") depth++;
  }
  return blocks;
}

/** cmark-gfm's tree (its XML output) as the same leaves; undefined when cmark-gfm is not installed. */
function cmarkGfmLeaves(markdown: string): Leaf[] | undefined {
  if (!cmarkGfmAvailable) return undefined;
  const xml = renderedAhead.get(markdown) ?? cmarkGfm(markdown);
  const leaves: Leaf[] = [];
  let inLink = 0;
  for (const m of xml.matchAll(
    /<(\/?)(html_block|html_inline|link|image|text|code_block)\b([^>]*?)(\/?)>(?:([^<]*)<\/\2>)?/g,
  )) {
    const [, closing, type, attributes = "", selfClosing, body = ""] = m;
    if (type === "link" || type === "image") {
      if (closing === "/") inLink--;
      else {
        leaves.push({
          kind: "link",
          value: unescapeXml(/destination="([^"]*)"/.exec(attributes)?.[1] ?? ""),
        });
        if (selfClosing !== "/") inLink++;
      }
    } else if (type === "html_block" || type === "html_inline")
      leaves.push({ kind: "html", value: unescapeXml(body) });
    else if (type === "code_block")
      leaves.push({ kind: "code-block", value: unescapeXml(/info="([^"]*)"/.exec(attributes)?.[1] ?? "") });
    else if (type === "text" && inLink === 0) leaves.push({ kind: "text", value: unescapeXml(body) });
  }
  return leaves;
}

/** Paths on github.com a model's link must never reach (account pages), for this independent check. */
const ACCOUNT_PAGES =
  /^\/(?:login|logout|settings|apps|sponsors|marketplace|orgs|organizations|sessions|oauth|account|join|signup)(?:\/|$)|^\/[^/]+\/[^/]+\/(?:settings|invitations)(?:\/|$)/i;

/** Whether a rendered link's destination is an allowed GitHub page (relative ones resolve there). */
export function allowedDestination(destination: string, allowedHost = "github.com"): boolean {
  if (destination === "" || destination.startsWith("#")) return true;
  if (/^[/\\]{2}/.test(destination)) return false;
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(destination) && !/^https?:\/\//i.test(destination)) return false;
  let url: URL;
  try {
    url = new URL(destination, `https://${allowedHost}/o/r/issues/1`);
  } catch {
    return false;
  }
  return url.hostname === allowedHost && url.username === "" && !ACCOUNT_PAGES.test(url.pathname);
}

const RENDERED_FENCES = /^(?:mermaid|geojson|topojson|stl|math)\b/i;

function problems(leaves: readonly Leaf[], allowedHost: string, autolinks: boolean): string[] {
  const found: string[] = [];
  for (const leaf of leaves) {
    if (leaf.kind === "html") found.push(`HTML: ${leaf.value.slice(0, 60)}`);
    else if (leaf.kind === "link" && !allowedDestination(leaf.value, allowedHost))
      found.push(`link: ${leaf.value.slice(0, 80)}`);
    else if (leaf.kind === "code-block" && RENDERED_FENCES.test(leaf.value))
      found.push(`rendered fence: ${leaf.value}`);
    else if (leaf.kind === "text") {
      if (/(?:^|[^A-Za-z0-9`])@[A-Za-z0-9]/.test(leaf.value))
        found.push(`mention: ${leaf.value.slice(0, 60)}`);
      // commonmark.js has no autolink literals: text that GitHub's autolinker would link must not be there.
      if (!autolinks)
        for (const m of leaf.value.matchAll(
          /(?:https?:\/\/|www\.)[^\s<]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]/gi,
        )) {
          const url = m[0].startsWith("www.") ? `http://${m[0]}` : m[0];
          if (url.includes("@") || !allowedDestination(url.replace(/[?!.,:*_~'";)]+$/, ""), allowedHost))
            found.push(`autolink: ${m[0].slice(0, 80)}`);
        }
    }
  }
  return found;
}

/** What commonmark.js and cmark-gfm find live in `markdown`, each finding named by its reader. */
export function referenceProblems(markdown: string, allowedHost = "github.com"): string[] {
  const found = problems(commonmarkLeaves(markdown), allowedHost, false).map((p) => `commonmark.js ${p}`);
  const gfm = cmarkGfmLeaves(markdown);
  if (gfm !== undefined) found.push(...problems(gfm, allowedHost, false).map((p) => `cmark-gfm ${p}`));
  return found;
}

/**
 * The lines commonmark.js reads as fenced code blocks (in any container), 0-based. Indented code is
 * left out: without GFM tables, commonmark.js can read a line after a table as a lazy paragraph line
 * where GitHub reads indented code; the sanitiser rewrites indented code as prose anyway.
 */
export function codeBlockLines(markdown: string): Set<number> {
  const lines = new Set<number>();
  const walker = new Parser().parse(markdown).walker();
  for (let event = walker.next(); event !== null; event = walker.next()) {
    const { node } = event;
    if (!event.entering || node.type !== "code_block" || !isFenced(node)) continue;
    const [[start], [end]] = node.sourcepos;
    for (let line = start; line <= end; line++) lines.add(line - 1);
  }
  return lines;
}

/** commonmark.js marks fenced blocks on a field its types do not declare. */
const isFenced = (node: Node) => (node as unknown as { _isFenced?: boolean })._isFenced === true;
