// Types of bench-report.mjs, for its TypeScript test.
import type { FigureRow, FigureTable, Stats } from "../bench/lib/figures.mjs";

export interface BenchResult {
  name: string;
  title: string;
  what: string;
  command: string;
  skipped?: string;
  notes?: string[];
  tables?: FigureTable[];
  perTurn?: { steward?: (number | null)[]; claude?: (number | null)[] };
}

export interface Results {
  generatedAt: string;
  machine: { cpu: string; cores: number; node: string; os: string; load: number };
  quick: boolean;
  benches: BenchResult[];
}

export interface Chart {
  bench: string;
  file: string;
  title: string;
  svg: string;
}

export interface Bar {
  label: string;
  value: number;
  low?: number;
  high?: number;
  kind?: "steward" | "claude" | "other";
}

export function formatNumber(value: number | undefined, digits?: number): string;
export function verdict(row: Partial<FigureRow> & { stats: Stats | undefined }): string;
export function spreadText(stats: Stats | undefined, digits?: number): string;
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string;
export function renderMarkdown(results: Results): string;
export function barChartSvg(chart: { title: string; unit: string; bars: readonly Bar[] }): string;
export function lineChartSvg(chart: {
  title: string;
  unit: string;
  series: readonly { label: string; kind: string; values: readonly (number | null)[] }[];
  target?: number;
}): string;
export function chartList(results: Results): Chart[];
