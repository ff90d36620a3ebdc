// Numbers as reports show them. Written out by hand rather than with toLocaleString, whose output
// depends on the ICU data the Node build carries.

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return "?";
  const sign = n < 0 ? "-" : "";
  const digits = String(Math.round(Math.abs(n)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${String(seconds)}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${String(minutes)}m ${String(seconds % 60).padStart(2, "0")}s`;
  return `${formatCount(Math.floor(minutes / 60))}h ${String(minutes % 60).padStart(2, "0")}m`;
}

/** Dollars with four decimals (runs cost cents); "≈" when the price was not known. */
export function formatCost(usd: number, estimated: boolean): string {
  if (!Number.isFinite(usd)) return "?";
  return `${estimated ? "≈ " : ""}$${usd.toFixed(4)}`;
}

/** "+12 −4" (a real minus sign, as GitHub's own file lists show). */
export function formatChanges(additions: number, deletions: number): string {
  return `+${formatCount(additions)} −${formatCount(deletions)}`;
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** "14:03 UTC" for an ISO time, or undefined when it does not parse. */
export function formatClock(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)} UTC`;
}
