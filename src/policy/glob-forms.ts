// A deny rule matches a command as bash will run it, not only as written: an argument with unquoted
// glob characters reaches the program as the names that match, so `cat *.md` is `cat secret.md` to a
// `Bash(cat secret.md)` deny rule. The forms tried are the command with each match in place of its
// glob (one glob at a time), and with every glob replaced by all of its matches at once.
import type { Result } from "../types/result";
import { expandGlob } from "./glob-expand";
import type { SimpleCommand } from "./shell/analyze";

/** Forms a command's globs may produce before it is denied as too many to check against deny rules. */
const MAX_EXPANDED_FORMS = 400;

/** The command's forms, or why they are too many to check. */
export type ExpandedForms = Result<string[]>;

/** The words one glob argument becomes: its matches, as bash writes them (relative where it was). */
function matchesOf(glob: NonNullable<SimpleCommand["globWords"]>[number]): ExpandedForms {
  const words = new Set<string>();
  for (const { pattern, prefix } of glob.expansions) {
    const expanded = expandGlob(pattern, glob.resplit === true ? { resplit: true } : {});
    if (!expanded.ok) return expanded;
    for (const match of expanded.value)
      words.add(match.startsWith(prefix) ? match.slice(prefix.length) : match);
  }
  return { ok: true, value: [...words] };
}

/** The command's texts with its globs expanded; none when it has no glob argument. */
export function expandedForms(command: SimpleCommand): ExpandedForms {
  const globs = command.globWords ?? [];
  const forms = new Set<string>();
  const all: string[][] = command.argv.map((word) => [word]);
  for (const glob of globs) {
    const matches = matchesOf(glob);
    if (!matches.ok) return matches;
    if (matches.value.length > 0) all[glob.index] = matches.value;
    for (const match of matches.value) {
      const argv = [...command.argv];
      argv[glob.index] = match;
      forms.add(argv.join(" "));
    }
    if (forms.size > MAX_EXPANDED_FORMS)
      return {
        ok: false,
        error: `its globs expand to more than ${String(MAX_EXPANDED_FORMS)} commands, too many to check against the deny rules; name the files`,
      };
  }
  if (globs.length > 0) forms.add(all.flat().join(" "));
  return { ok: true, value: [...forms] };
}
