// PDF text, page by page, through unpdf (PDF.js built for servers: no worker, no eval). Loaded on first
// use so the action's start-up never pays for it.
import { MAX_OUTPUT_CHARS } from "./format";
import type { Result } from "../../types/result";

const MAX_PDF_PAGES_PER_READ = 20;
export const MAX_PDF_BYTES = 64 * 1024 * 1024;

export interface PageRange {
  first: number;
  last: number;
}

/** Parses "3" or "1-5"; returns a message for the model when the text is neither. */
export function parsePageRange(spec: string): Result<PageRange> {
  const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+)\s*)?$/.exec(spec);
  if (match === null)
    return {
      ok: false,
      error: `pages must be one page ("3") or a range ("1-5"), got ${JSON.stringify(spec)}.`,
    };
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  if (first < 1) return { ok: false, error: `pages start at 1, got ${JSON.stringify(spec)}.` };
  if (last < first)
    return {
      ok: false,
      error: `pages range ${JSON.stringify(spec)} ends before it starts; write it as "${String(last)}-${String(first)}".`,
    };
  if (last - first + 1 > MAX_PDF_PAGES_PER_READ)
    return {
      ok: false,
      error: `pages ${JSON.stringify(spec)} asks for ${String(last - first + 1)} pages; read at most ${String(MAX_PDF_PAGES_PER_READ)} per call, e.g. pages "${String(first)}-${String(first + MAX_PDF_PAGES_PER_READ - 1)}".`,
    };
  return { ok: true, value: { first, last } };
}

export interface PdfPage {
  number: number;
  text: string;
}

export interface PdfText {
  totalPages: number;
  pages: PdfPage[];
}

interface TextPiece {
  str?: string;
  hasEOL?: boolean;
}

function describePdfError(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException") return "the PDF is encrypted with a password, so its text cannot be read";
  return `it could not be parsed as a PDF (${message})`;
}

/**
 * The text of the pages in `range` (all pages when it is undefined and there are few enough). Throws
 * an Error with a message for the model when the range does not fit the document.
 */
export async function readPdfText(
  bytes: Uint8Array,
  range: PageRange | undefined,
  signal: AbortSignal,
): Promise<PdfText> {
  const { getDocumentProxy } = await import("unpdf");
  let document;
  try {
    document = await getDocumentProxy(bytes, { verbosity: 0, stopAtErrors: false });
  } catch (error) {
    throw new Error(describePdfError(error), { cause: error });
  }
  try {
    const totalPages = document.numPages;
    if (range === undefined && totalPages > MAX_PDF_PAGES_PER_READ)
      throw new Error(
        `the PDF has ${String(totalPages)} pages, more than the ${String(MAX_PDF_PAGES_PER_READ)} one call may read. Call Read again with pages, e.g. pages: "1-${String(MAX_PDF_PAGES_PER_READ)}".`,
      );
    const first = range?.first ?? 1;
    const last = Math.min(range?.last ?? totalPages, totalPages);
    if (first > totalPages)
      throw new Error(
        `the PDF has ${String(totalPages)} page${totalPages === 1 ? "" : "s"}; page ${String(first)} does not exist.`,
      );
    const pages: PdfPage[] = [];
    for (let number = first; number <= last; number++) {
      if (signal.aborted) throw new Error("Interrupted: the run is stopping.");
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = (content.items as TextPiece[])
        .map((item) => (item.str ?? "") + (item.hasEOL === true ? "\n" : ""))
        .join("")
        .trim();
      pages.push({ number, text });
      page.cleanup();
    }
    return { totalPages, pages };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The pages as Read shows them: a header, each page labelled, and where to go on from. */
export function formatPdfText(pdf: PdfText, display: string): string {
  const first = pdf.pages[0]?.number ?? 1;
  const last = pdf.pages.at(-1)?.number ?? first;
  const shown = first === last ? `page ${String(first)}` : `pages ${String(first)}–${String(last)}`;
  const parts = [
    `PDF ${display}: ${String(pdf.totalPages)} page${pdf.totalPages === 1 ? "" : "s"}; showing ${shown}.`,
  ];
  let length = parts[0]?.length ?? 0;
  for (const page of pdf.pages) {
    const body = page.text === "" ? "(no text on this page; it may be a scanned image)" : page.text;
    const section = `--- Page ${String(page.number)} of ${String(pdf.totalPages)} ---\n${body}`;
    if (length + section.length > MAX_OUTPUT_CHARS) {
      parts.push(
        `[Output capped at ${String(MAX_OUTPUT_CHARS)} characters before page ${String(page.number)}. Read on with pages: "${String(page.number)}-${String(last)}".]`,
      );
      break;
    }
    parts.push(section);
    length += section.length + 2;
  }
  if (last < pdf.totalPages) {
    const next = last + 1;
    const until = Math.min(pdf.totalPages, last + MAX_PDF_PAGES_PER_READ);
    const rest =
      next === pdf.totalPages
        ? `Page ${String(next)} is`
        : `Pages ${String(next)}–${String(pdf.totalPages)} are`;
    parts.push(
      `[${rest} not shown; read on with pages: "${next === until ? String(next) : `${String(next)}-${String(until)}`}".]`,
    );
  }
  return parts.join("\n\n");
}
