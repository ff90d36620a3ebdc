// Types of figures.mjs, for the TypeScript tests of the report generator.
export interface Stats {
  n: number;
  median: number;
  p10?: number;
  p90?: number;
  min: number;
  max: number;
}

export interface FigureRow {
  label: string;
  unit: string;
  digits?: number;
  stats: Stats | undefined;
  compare?: Stats | undefined;
  target?: { op: "<=" | ">="; value: number };
  /** The statistic the target is checked on, when not the median (e.g. "p99", a field of the row). */
  targetOn?: string;
  p99?: number;
}

export interface FigureTable {
  title: string;
  /** What `compare` measured (a baseline, or Claude Code), when the rows have it. */
  reference?: string;
  rows: FigureRow[];
}

export interface Figures {
  tables: FigureTable[];
  notes?: string[];
}

export function stats(samples: readonly (number | null | undefined)[]): Stats | undefined;
export function benchArgs(defaultRuns: number): { runs: number; json: string | undefined };
export function writeFigures(path: string | undefined, figures: Figures): void;
