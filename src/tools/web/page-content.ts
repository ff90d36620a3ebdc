// Turns a fetched page into the text WebFetch works on: HTML as markdown, text types as they are,
// capped at 100,000 characters with a note saying so. The HTML converter (turndown over a full DOM,
// about half a megabyte of code) is loaded on the first HTML page, not at start-up: most runs never
// fetch one.
import type { FetchedPage } from "../session/web";
import { contentKindOf, unsupportedTypeMessage } from "./content-type";

export const MAX_CONTENT_CHARS = 100_000;

export interface PageContent {
  title: string | undefined;
  text: string;
  /** Characters before the cap. */
  totalChars: number;
  /** Cut at MAX_CONTENT_CHARS, or cut by the fetcher's byte cap. */
  truncated: boolean;
}

export async function pageContent(page: FetchedPage, maxChars = MAX_CONTENT_CHARS): Promise<PageContent> {
  const kind = contentKindOf(page.contentType);
  if (kind === undefined) throw new Error(unsupportedTypeMessage(page.url, page.contentType));
  const { title, markdown, truncated } =
    kind === "html"
      ? (await import("./html-to-markdown")).htmlToMarkdown(page.body, page.url)
      : { title: undefined, markdown: page.body, truncated: false };
  const byteCut = page.truncated === true || truncated;
  if (markdown.length <= maxChars && !byteCut)
    return { title, text: markdown, totalChars: markdown.length, truncated: false };
  const kept = markdown.slice(0, maxChars);
  const note = byteCut
    ? `[Content truncated: the page was larger than WebFetch reads, and only its beginning was converted (${kept.length.toLocaleString("en-US")} characters shown).]`
    : `[Content truncated: showing the first ${kept.length.toLocaleString("en-US")} of ${markdown.length.toLocaleString("en-US")} characters.]`;
  return { title, text: `${kept}\n\n${note}`, totalChars: markdown.length, truncated: true };
}
