// What a turn costs, for the max-cost budget and the report. List prices per million tokens come from
// the model table (models.ts), cache reads included (0.1x input on most models, less on some 5.x
// ones). Cache writes cost 1.25x input for the 5-minute cache steward uses (the 1-hour cache would
// cost 2x; steward never asks for it). A model with a long-prompt rate (Haiku 5.5) pays it on the
// whole request once the prompt passes the threshold. A model steward does not know is priced at the
// highest known rate, so a cost budget errs towards stopping early rather than overspending.
import type { Usage, UsageDetails } from "./model";
import { modelSpec, type Price } from "./models";
import { type ModelUsageEntry, UsageTotals } from "./usage-totals";

export type { Price } from "./models";

export function priceOf(model: string): { price: Price; known: boolean } {
  const spec = modelSpec(model);
  return { price: spec.price, known: spec.known };
}

/** A 5-minute cache write, as a multiple of the input price (the same on every model). */
const CACHE_WRITE_MULTIPLIER = 1.25;

export function costOf(usage: Usage, price: Price): number {
  const promptTokens = usage.input_tokens + usage.cache_creation_input_tokens + usage.cache_read_input_tokens;
  const rates =
    price.longPrompt !== undefined && promptTokens > price.longPrompt.thresholdTokens
      ? price.longPrompt
      : price;
  const perToken = (perMTok: number) => perMTok / 1_000_000;
  return (
    usage.input_tokens * perToken(rates.inputPerMTok) +
    usage.cache_creation_input_tokens * perToken(rates.inputPerMTok * CACHE_WRITE_MULTIPLIER) +
    usage.cache_read_input_tokens * perToken(rates.cacheReadPerMTok) +
    usage.output_tokens * perToken(rates.outputPerMTok)
  );
}

function addUsage(a: Usage, b: Usage): Usage {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens,
  };
}

const ZERO_USAGE: Usage = {
  input_tokens: 0,
  output_tokens: 0,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

/**
 * The run's running total, shared by the main session and its sub-agents, so a sub-agent's spend
 * counts against the same cost budget. It also keeps each model's totals, for the result line's
 * modelUsage.
 */
export class CostLedger {
  private total = ZERO_USAGE;
  private spent = 0;
  private readonly models = new Map<string, { totals: UsageTotals; maxOutputTokens: number }>();

  get usage(): Usage {
    return this.total;
  }

  get costUsd(): number {
    return this.spent;
  }

  add(
    usage: Usage,
    costUsd: number,
    model?: { name: string; maxOutputTokens: number; details?: UsageDetails },
  ): void {
    this.total = addUsage(this.total, usage);
    this.spent += costUsd;
    if (model === undefined) return;
    let entry = this.models.get(model.name);
    if (entry === undefined) {
      entry = { totals: new UsageTotals(), maxOutputTokens: model.maxOutputTokens };
      this.models.set(model.name, entry);
    }
    entry.totals.add(usage, model.details, costUsd);
  }

  /** Every model's totals so far, keyed by the model id as requested. */
  modelUsage(): Record<string, ModelUsageEntry> {
    return Object.fromEntries(
      [...this.models].map(([name, { totals, maxOutputTokens }]) => [
        name,
        totals.modelUsage({ contextWindow: modelSpec(name).contextWindow, maxOutputTokens }),
      ]),
    );
  }
}
