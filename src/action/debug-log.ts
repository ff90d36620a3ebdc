// The `debug` input: one log block per model turn — the request it answered, what it cost, and every
// tool call with its decision — so a maintainer can follow a run from the job log alone. Every line
// goes through the runner's logger (src/github/runner-commands.ts), which redacts it and defuses workflow
// commands in it, like everything else the action prints.
import type { TurnReport } from "../agent/session";
import { clip as clipWhole } from "../report/caps";

const MAX_PART = 300;

/** One line, cut between words: a token cut in half would no longer be recognised and masked. */
function clip(text: string): string {
  return clipWhole(text.replace(/\s+/g, " ").trim(), MAX_PART);
}

export function describeTurn(turn: TurnReport): string[] {
  const { response } = turn;
  const usage = response.usage;
  const lines = [
    `steward debug: turn ${String(turn.turn)} (${response.model}, request ${response.requestId ?? "unknown"}): ` +
      `stop ${response.stopReason ?? "none"}, input ${String(usage.input_tokens)} + cache read ` +
      `${String(usage.cache_read_input_tokens)} + cache write ${String(usage.cache_creation_input_tokens)}, ` +
      `output ${String(usage.output_tokens)} tokens, $${turn.costUsd.toFixed(4)}`,
  ];
  for (const call of turn.toolCalls) {
    const decision = call.denied ? `denied (${clip(call.reason ?? "no reason given")})` : "allowed";
    const rule = call.rule === null || call.rule === undefined ? "" : ` by ${call.rule}`;
    const outcome = call.denied ? "" : `${call.isError ? " → error: " : " → "}${clip(call.preview)}`;
    lines.push(`steward debug:   ${clip(call.summary)}: ${decision}${rule}${outcome}`);
  }
  return lines;
}
