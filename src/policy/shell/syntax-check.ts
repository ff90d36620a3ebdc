// Checks run on the syntax tree before the walk. tree-sitter's bash grammar is not bash: where the two
// could disagree about what runs, the command is refused. So: every character of the source belongs
// to some token (text the tree skipped could be a command to bash); comments start where bash starts
// them; heredocs end where bash ends them; a line continuation never silently joins two tokens; and a
// number right against a redirection is its file descriptor. (ERROR/MISSING nodes and the size
// bounds are checked while the tree is copied, in tree.ts.)
import { deny } from "./denial";
import { near, type SyntaxNode } from "./tree";

const GAP = /^(?:[ \t\n]|\\\n)*$/;
const REDIRECTS = new Set(["file_redirect", "heredoc_redirect", "herestring_redirect"]);

function lineAt(source: string, node: SyntaxNode): string {
  const start = source.lastIndexOf("\n", node.start - 1) + 1;
  const end = source.indexOf("\n", node.end);
  return source.slice(start, end === -1 ? source.length : end);
}

/** The delimiter word of a heredoc, as bash reads it, and whether quoting made the body literal. */
function heredocDelimiter(start: string): { word: string; quoted: boolean } {
  const plain = /^[A-Za-z0-9_.+-]+$/;
  if (plain.test(start)) return { word: start, quoted: false };
  const quoted = /^'([A-Za-z0-9_.+-]+)'$|^"([A-Za-z0-9_.+-]+)"$|^\\([A-Za-z0-9_.+-]+)$/.exec(start);
  const word = quoted?.[1] ?? quoted?.[2] ?? quoted?.[3];
  if (word === undefined)
    deny(
      `the heredoc delimiter ${JSON.stringify(start)} is not accepted; use a plain word such as EOF or 'EOF'`,
    );
  return { word, quoted: true };
}

function checkHeredoc(source: string, redirect: SyntaxNode): void {
  const find = (type: string) => redirect.children.find((child) => child.type === type);
  const operator = find("<<") ?? find("<<-");
  const start = find("heredoc_start");
  const end = find("heredoc_end");
  if (operator === undefined || start === undefined || end === undefined)
    deny(`could not analyse the heredoc near \`${near(source, redirect.start)}\``);
  const strip = (line: string) => (operator.type === "<<-" ? line.replace(/^\t+/, "") : line);
  const { word, quoted } = heredocDelimiter(start.text);
  const misplaced = () =>
    deny(
      `the heredoc ending in ${word} could not be matched the way bash reads it; end it with a line holding only ${word}`,
    );
  if (strip(end.text) !== word || strip(lineAt(source, end)) !== word) misplaced();
  const body = find("heredoc_body")?.text ?? "";
  // The last piece is the (tab) indentation of the end line, not a line of the body.
  if (
    body
      .split("\n")
      .slice(0, -1)
      .some((line) => strip(line) === word)
  )
    misplaced();
  if (!quoted && /(?:^|[^\\])(?:\\\\)*[$`]/.test(body))
    deny(
      `the heredoc body expands $… or \`…\` when the command runs; quote the delimiter (<<'${word}') to make the body literal`,
    );
}

function checkComment(source: string, comment: SyntaxNode): void {
  if (comment.text.includes("\n"))
    deny(`could not analyse the comment near \`${near(source, comment.start)}\``);
  const at = comment.start;
  if (at === 0) return;
  const before = source[at - 1] as string;
  if ("\n;&|()".includes(before)) return;
  if (before === " " || before === "\t") {
    let backslashes = 0;
    for (let i = at - 2; i >= 0 && source[i] === "\\"; i--) backslashes++;
    if (backslashes % 2 === 0) return;
  }
  deny(
    `a "#" in the middle of a word does not start a comment in bash; quote it (near \`${near(source, at)}\`)`,
  );
}

/**
 * A word of digits right against a redirection is its file descriptor to bash (`2>err`); after a line
 * continuation tree-sitter has been seen to make it an argument instead.
 */
function checkDescriptor(
  source: string,
  redirect: SyntaxNode,
  leafEndingAt: ReadonlyMap<number, SyntaxNode>,
): void {
  if (redirect.children[0]?.type === "file_descriptor") return;
  const before = leafEndingAt.get(redirect.start);
  if (before !== undefined && /^[0-9]+$|^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(before.text))
    deny(
      `could not analyse the redirection near \`${near(source, before.start)}\`: bash reads \`${before.text}\` as its file descriptor`,
    );
}

/** Runs every check; denies with a reason on the first failure. */
export function checkSource(root: SyntaxNode, source: string): void {
  const leaves: SyntaxNode[] = [];
  const redirects: SyntaxNode[] = [];
  const pending = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.type === "comment") checkComment(source, node);
    if (node.type === "heredoc_redirect") checkHeredoc(source, node);
    if (REDIRECTS.has(node.type)) redirects.push(node);
    if (node.children.length === 0 || node.type === "heredoc_body") leaves.push(node);
    else pending.push(...node.children);
  }
  leaves.sort((a, b) => a.start - b.start);
  const leafEndingAt = new Map<number, SyntaxNode>();
  let position = 0;
  for (const leaf of leaves) {
    if (redirects.length > 0 && leaf.end > leaf.start) leafEndingAt.set(leaf.end, leaf);
    if (leaf.start > position) {
      const gap = source.slice(position, leaf.start);
      if (!GAP.test(gap))
        deny(
          `could not analyse the command: bash would read text the parser skipped, near \`${near(source, position)}\``,
        );
      // Backslash-newline with no blank beside it joins the text around it into one word for bash.
      if (position > 0 && /^(?:\\\n)+$/.test(gap))
        deny(
          `a line continuation joins two words near \`${near(source, position)}\`; put a space before the backslash`,
        );
    }
    position = Math.max(position, leaf.end);
  }
  if (!GAP.test(source.slice(position)))
    deny(
      `could not analyse the command: bash would read text the parser skipped, near \`${near(source, position)}\``,
    );
  for (const redirect of redirects) checkDescriptor(source, redirect, leafEndingAt);
}
