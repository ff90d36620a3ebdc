// HTML → markdown with turndown: what a model reads well, minus what only a browser needs (scripts,
// styles, navigation, forms, hidden elements). Links stay, made absolute so the model can fetch them;
// images keep their alt text but never an inline data: payload; tables become markdown tables.
// Hostile markup must not stall the run: script/style/svg blocks and comments (often most of a page's
// bytes) are cut out first in one linear pass, at most MAX_HTML_CHARS are converted (about 2 s per MB),
// and the conversion runs under a time limit — deeply nested markup makes the parser quadratic (5,000
// nested <div>s take seconds) — falling back to the page's bare text when it runs out.
import { createContext, Script } from "node:vm";
import TurndownService from "turndown";
import { bareTextOf, withoutRawBlocks } from "./markup-text";

/** The part of the DOM these rules use (the project compiles without the DOM library). */
interface DomElement {
  nodeName: string;
  parentNode: DomElement | null;
  children: ArrayLike<DomElement>;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  querySelector(selector: string): DomElement | null;
}

const dom = (node: unknown) => node as DomElement;

/** Markup converted at most; the result is capped at 100,000 characters anyway. */
export const MAX_HTML_CHARS = 1_000_000;

/** Time the conversion may take before the bare text is used instead. */
export const CONVERSION_TIME_LIMIT_MS = 5_000;

const NOISE = new Set([
  "SCRIPT",
  "STYLE",
  "NOSCRIPT",
  "TEMPLATE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "SVG",
  "CANVAS",
  "NAV",
  "META",
  "LINK",
  "BUTTON",
  "INPUT",
  "SELECT",
  "TEXTAREA",
]);

/** An absolute http(s) URL for `reference` on a page at `base`, or undefined (javascript:, data:, junk). */
function absoluteHttpUrl(reference: string | null, base: string): string | undefined {
  if (reference === null || reference.trim() === "") return undefined;
  try {
    const url = new URL(reference.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const destination = (url: string) =>
  url.replace(/[<>()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);

const flatten = (text: string) => text.replace(/\s*\n+\s*/g, " ").trim();

function isHeadingRow(row: DomElement): boolean {
  const parent = row.parentNode;
  if (parent?.nodeName === "THEAD") return true;
  const table = parent?.nodeName === "TABLE" ? parent : parent?.parentNode;
  const firstRow = table?.querySelector("tr");
  return firstRow === row && Array.from(row.children).every((cell) => cell.nodeName === "TH");
}

function createService(base: string, onTitle: (title: string) => void): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    hr: "---",
  });
  service.addRule("title", {
    filter: "title",
    replacement: (content) => {
      onTitle(flatten(content).slice(0, 300));
      return "";
    },
  });
  service.addRule("absoluteLink", {
    filter: (node: unknown) => dom(node).nodeName === "A",
    replacement: (content, node: unknown) => {
      const href = absoluteHttpUrl(dom(node).getAttribute("href"), base);
      if (href === undefined || content.trim() === "") return content;
      return `[${content}](${destination(href)})`;
    },
  });
  service.addRule("image", {
    filter: "img",
    replacement: (_content, node: unknown) => {
      const alt = flatten(dom(node).getAttribute("alt") ?? "").replace(/[[\]]/g, "");
      if (alt === "") return "";
      const src = absoluteHttpUrl(dom(node).getAttribute("src"), base);
      return src === undefined ? `[image: ${alt}]` : `![${alt}](${destination(src)})`;
    },
  });
  service.addRule("tableCell", {
    filter: ["th", "td"],
    replacement: (content) => ` ${flatten(content).replace(/\|/g, "\\|")} |`,
  });
  service.addRule("tableRow", {
    filter: "tr",
    replacement: (content, node: unknown) => {
      const row = dom(node);
      const separator = isHeadingRow(row) ? `\n|${" --- |".repeat(row.children.length)}` : "";
      return `\n|${content}${separator}`;
    },
  });
  service.addRule("tableSection", {
    filter: ["thead", "tbody", "tfoot"],
    replacement: (content) => content,
  });
  service.addRule("table", {
    filter: "table",
    replacement: (content) => `\n\n${content.replace(/^\n+/, "")}\n\n`,
  });
  // Added last, so it is asked first: turndown's remove() would lose to the paragraph and link rules.
  service.addRule("noise", {
    filter: (node: unknown) => {
      const element = dom(node);
      return (
        NOISE.has(element.nodeName) ||
        element.hasAttribute("hidden") ||
        element.getAttribute("aria-hidden") === "true" ||
        element.getAttribute("role") === "navigation"
      );
    },
    replacement: () => "",
  });
  return service;
}

const RUN_CONVERSION = new Script("convert()");

/**
 * Runs synchronous work with a time limit. A vm timeout interrupts whatever JavaScript runs during
 * the call, including functions from this context, so a pathological parse is stopped, not waited for.
 */
function withTimeLimit<T>(work: () => T, ms: number): T {
  return RUN_CONVERSION.runInContext(createContext({ convert: work }), { timeout: ms }) as T;
}

export interface MarkdownPage {
  title: string | undefined;
  markdown: string;
  /** True when the markup was longer than MAX_HTML_CHARS and only its beginning was converted. */
  truncated: boolean;
}

/** Converts a page's HTML to markdown; `baseUrl` resolves its relative links. */
export function htmlToMarkdown(
  html: string,
  baseUrl: string,
  { maxHtmlChars = MAX_HTML_CHARS, timeLimitMs = CONVERSION_TIME_LIMIT_MS } = {},
): MarkdownPage {
  let title: string | undefined;
  const service = createService(baseUrl, (found) => {
    title ??= found === "" ? undefined : found;
  });
  const whole = withoutRawBlocks(html);
  const truncated = whole.length > maxHtmlChars;
  const markup = truncated ? whole.slice(0, maxHtmlChars) : whole;
  try {
    const markdown = withTimeLimit(() => service.turndown(markup), timeLimitMs);
    return { title, markdown: markdown.replace(/\n{3,}/g, "\n\n").trim(), truncated };
  } catch {
    // Out of time, or out of stack on deep nesting: the words still matter more than the layout.
    const note = "[The page's HTML was too complex to convert to markdown; its bare text follows.]";
    return { title: undefined, markdown: `${note}\n\n${bareTextOf(markup)}`, truncated };
  }
}
