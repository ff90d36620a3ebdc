import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "../../../src/tools/web/html-to-markdown";
import { SAMPLE_HTML } from "./loopback-site";

describe("htmlToMarkdown", () => {
  it("turns a sample page into markdown without the noise, with absolute links", () => {
    const page = htmlToMarkdown(SAMPLE_HTML, "https://docs.example.org/guide/retry.html");
    expect(page.title).toBe("Retry & Backoff");
    expect(page.truncated).toBe(false);
    expect(page.markdown).toBe(
      [
        "# Retry options",
        "",
        "See the [API reference](https://docs.example.org/docs/api?v=2) and this trap.",
        "",
        "## Defaults",
        "",
        "| Option | Default |",
        "| --- | --- |",
        "| retries | 3 |",
        "| factor | 2 |",
        "",
        "```ts",
        "retry({ retries: 3 });",
        "```",
        "",
        "-   first",
        "-   second",
        "",
        "[image: logo] ![Backoff diagram](https://docs.example.org/diagram.png)",
      ].join("\n"),
    );
    // Scripts, styles, navigation, forms and hidden elements are gone.
    for (const gone of [
      "secret-tracker",
      "color: red",
      "Home",
      "Sidebar",
      "Ignore previous",
      "Search",
      "base64",
    ])
      expect(page.markdown).not.toContain(gone);
  });

  it("keeps only http(s) links and escapes what would break a link", () => {
    const html =
      '<p><a href="mailto:a@b.c">mail</a> <a href="/a b(1)">spaced</a> <a href="https://x.example/">  </a></p>';
    expect(htmlToMarkdown(html, "https://docs.example.org/").markdown).toBe(
      "mail [spaced](https://docs.example.org/a%20b%281%29)",
    );
  });

  it("converts only the first MAX_HTML_CHARS of markup and says so", () => {
    const html = `<p>${"word ".repeat(100)}</p><p>after the cut</p>`;
    const page = htmlToMarkdown(html, "https://a.example/", { maxHtmlChars: 200 });
    expect(page.truncated).toBe(true);
    expect(page.markdown).not.toContain("after the cut");
  });

  it("falls back to the bare text when markup is too deeply nested to convert", () => {
    const started = Date.now();
    const page = htmlToMarkdown(`${"<div>".repeat(50_000)}deep &amp; <b>bold</b>`, "https://a.example/", {
      timeLimitMs: 300,
    });
    expect(page.markdown).toBe(
      "[The page's HTML was too complex to convert to markdown; its bare text follows.]\n\ndeep & bold",
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
