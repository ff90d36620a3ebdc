import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/read/format.ts
var MAX_OUTPUT_CHARS = 1e5;
function numberedLine(lineNumber, text) {
  return `${String(lineNumber).padStart(6)}	${text}`;
}
function formatWindow(window, start) {
  const out = [];
  let length = 0;
  for (const [i, line] of window.lines.entries()) {
    const numbered = numberedLine(start + i, line);
    if (out.length > 0 && length + numbered.length + 1 > MAX_OUTPUT_CHARS) break;
    out.push(numbered);
    length += numbered.length + 1;
  }
  const last = start + out.length - 1;
  const capped = out.length < window.lines.length;
  if (last < window.totalLines || !window.totalIsExact) {
    const total = window.totalIsExact ? String(window.totalLines) : `more than ${String(window.totalLines)}`;
    const cap = capped ? ` (output capped at ${MAX_OUTPUT_CHARS.toLocaleString("en-US")} characters)` : "";
    out.push(
      "",
      `[Showing lines ${String(start)}–${String(last)} of ${total}${cap}. To read more, call Read with offset=${String(last + 1)}.]`
    );
  }
  return out.join("\n");
}

// src/tools/read/pdf.ts
var MAX_PDF_PAGES_PER_READ = 20;
var MAX_PDF_BYTES = 64 * 1024 * 1024;
function parsePageRange(spec) {
  const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+)\s*)?$/.exec(spec);
  if (match === null)
    return {
      ok: false,
      error: `pages must be one page ("3") or a range ("1-5"), got ${JSON.stringify(spec)}.`
    };
  const first = Number(match[1]);
  const last = match[2] === void 0 ? first : Number(match[2]);
  if (first < 1) return { ok: false, error: `pages start at 1, got ${JSON.stringify(spec)}.` };
  if (last < first)
    return {
      ok: false,
      error: `pages range ${JSON.stringify(spec)} ends before it starts; write it as "${String(last)}-${String(first)}".`
    };
  if (last - first + 1 > MAX_PDF_PAGES_PER_READ)
    return {
      ok: false,
      error: `pages ${JSON.stringify(spec)} asks for ${String(last - first + 1)} pages; read at most ${String(MAX_PDF_PAGES_PER_READ)} per call, e.g. pages "${String(first)}-${String(first + MAX_PDF_PAGES_PER_READ - 1)}".`
    };
  return { ok: true, value: { first, last } };
}
function describePdfError(error) {
  const name = error instanceof Error ? error.name : "";
  const message = error instanceof Error ? error.message : String(error);
  if (name === "PasswordException") return "the PDF is encrypted with a password, so its text cannot be read";
  return `it could not be parsed as a PDF (${message})`;
}
async function readPdfText(bytes, range, signal) {
  const { getDocumentProxy } = await import("./chunk-X7EYY3KJ.js");
  let document;
  try {
    document = await getDocumentProxy(bytes, { verbosity: 0, stopAtErrors: false });
  } catch (error) {
    throw new Error(describePdfError(error), { cause: error });
  }
  try {
    const totalPages = document.numPages;
    if (range === void 0 && totalPages > MAX_PDF_PAGES_PER_READ)
      throw new Error(
        `the PDF has ${String(totalPages)} pages, more than the ${String(MAX_PDF_PAGES_PER_READ)} one call may read. Call Read again with pages, e.g. pages: "1-${String(MAX_PDF_PAGES_PER_READ)}".`
      );
    const first = range?.first ?? 1;
    const last = Math.min(range?.last ?? totalPages, totalPages);
    if (first > totalPages)
      throw new Error(
        `the PDF has ${String(totalPages)} page${totalPages === 1 ? "" : "s"}; page ${String(first)} does not exist.`
      );
    const pages = [];
    for (let number = first; number <= last; number++) {
      if (signal.aborted) throw new Error("Interrupted: the run is stopping.");
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => (item.str ?? "") + (item.hasEOL === true ? "\n" : "")).join("").trim();
      pages.push({ number, text });
      page.cleanup();
    }
    return { totalPages, pages };
  } finally {
    await document.loadingTask.destroy();
  }
}
function formatPdfText(pdf, display) {
  const first = pdf.pages[0]?.number ?? 1;
  const last = pdf.pages.at(-1)?.number ?? first;
  const shown = first === last ? `page ${String(first)}` : `pages ${String(first)}–${String(last)}`;
  const parts = [
    `PDF ${display}: ${String(pdf.totalPages)} page${pdf.totalPages === 1 ? "" : "s"}; showing ${shown}.`
  ];
  let length = parts[0]?.length ?? 0;
  for (const page of pdf.pages) {
    const body = page.text === "" ? "(no text on this page; it may be a scanned image)" : page.text;
    const section = `--- Page ${String(page.number)} of ${String(pdf.totalPages)} ---
${body}`;
    if (length + section.length > MAX_OUTPUT_CHARS) {
      parts.push(
        `[Output capped at ${String(MAX_OUTPUT_CHARS)} characters before page ${String(page.number)}. Read on with pages: "${String(page.number)}-${String(last)}".]`
      );
      break;
    }
    parts.push(section);
    length += section.length + 2;
  }
  if (last < pdf.totalPages) {
    const next = last + 1;
    const until = Math.min(pdf.totalPages, last + MAX_PDF_PAGES_PER_READ);
    const rest = next === pdf.totalPages ? `Page ${String(next)} is` : `Pages ${String(next)}–${String(pdf.totalPages)} are`;
    parts.push(
      `[${rest} not shown; read on with pages: "${next === until ? String(next) : `${String(next)}-${String(until)}`}".]`
    );
  }
  return parts.join("\n\n");
}

export {
  MAX_OUTPUT_CHARS,
  formatWindow,
  MAX_PDF_BYTES,
  parsePageRange,
  readPdfText,
  formatPdfText
};
