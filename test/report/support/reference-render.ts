// Sanitised markdown read by parsers steward does not use: commonmark.js (the CommonMark reference
// implementation) and, where installed, cmark-gfm (the parser family GitHub renders with; Debian's
// `cmark-gfm`, which .ci/run installs). Each gives a syntax tree; what is live in it — raw HTML, a link
// or image to anything but an allowed GitHub page, an e-mail link, a mention, a URL GitHub's autolinker
// would link, a diagram fence — is reported. Independent of src/ on purpose: the allowed pages are
// judged here by their own small rule.
import { spawnSync } from "node:child_process";
import { Parser, type Node } from "commonmark";

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

/** cmark-gfm's tree (its XML output) as the same leaves; undefined when cmark-gfm is not installed. */
function cmarkGfmLeaves(markdown: string): Leaf[] | undefined {
  if (!cmarkGfmAvailable) return undefined;
  const args = [
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
  const xml = spawnSync("cmark-gfm", args, { input: markdown, encoding: "utf8" }).stdout;
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
