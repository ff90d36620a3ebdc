// Every destination the proxy refused, with how many times, for the report. Bounded: a command that
// tries thousands of hosts fills the list once and is then counted under the last entry.

export interface RefusedDestination {
  /** host:port as the command asked for it. */
  destination: string;
  count: number;
  /** Why, from the first refusal (later ones to the same place say the same). */
  reason: string;
}

/** Distinct destinations kept; the rest are counted together. */
const MAX_DESTINATIONS = 100;

const OTHER_DESTINATIONS = "(other destinations)";

export class RefusalLog {
  private readonly byDestination = new Map<string, RefusedDestination>();

  constructor(private readonly onFirst?: (refused: RefusedDestination) => void) {}

  record(destination: string, reason: string): void {
    const known = this.byDestination.get(destination);
    if (known !== undefined) {
      known.count++;
      return;
    }
    if (this.byDestination.size >= MAX_DESTINATIONS && destination !== OTHER_DESTINATIONS) {
      this.record(OTHER_DESTINATIONS, "more destinations than the report lists");
      return;
    }
    const entry = { destination, count: 1, reason };
    this.byDestination.set(destination, entry);
    this.onFirst?.(entry);
  }

  /** Most refused first, then in the order they came. */
  list(): RefusedDestination[] {
    return [...this.byDestination.values()].map((entry) => ({ ...entry })).sort((a, b) => b.count - a.count);
  }
}
