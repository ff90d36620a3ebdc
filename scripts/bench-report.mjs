// Pure rendering for `npm run bench` (scripts/bench.mjs): the collected results (one JSON object) in,
// docs/benchmarks.md and the SVG charts out, as strings. Nothing here runs a benchmark or touches the
// disk, so the rendering is tested on a fixture (test/bench-report.test.ts).
//
// results = { generatedAt, machine: { cpu, cores, node, os, load }, quick, benches: [
//   { name, title, what, command, skipped?: reason, notes?: [..], tables?: [..] (bench/lib/figures.mjs),
//     perTurn?: { steward: [ms per turn], claude?: [..] } } ] }

const SPREAD_NOTE = "spread: p10–p90 of the samples, or min–max when a figure has few samples (runs)";

/** A number with the row's precision; "–" when there is none. */
export function formatNumber(value, digits = 1) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "–";
}

function withUnit(text, unit) {
  if (text === "–" || unit === undefined || unit === "") return text;
  return `${text} ${unit}`;
}

/** Which value of a row its target is checked against (the median unless the row says p99, say). */
function targetValue(row) {
  const on = row.targetOn ?? "median";
  return on === "median" ? row.stats?.median : row[on];
}

/** ✓, ✗ or empty for a row with no target. */
export function verdict(row) {
  if (row.target === undefined) return "";
  const value = targetValue(row);
  if (typeof value !== "number") return "–";
  const ok = row.target.op === "<=" ? value <= row.target.value : value >= row.target.value;
  return ok ? "✓" : "✗";
}

function targetText(row) {
  if (row.target === undefined) return "";
  const op = row.target.op === "<=" ? "≤" : "≥";
  const unit = row.unit ? ` ${row.unit}` : "";
  if (row.targetOn === undefined || row.targetOn === "median")
    return `${op} ${String(row.target.value)}${unit}`;
  // A target on another statistic shows that statistic too, since the table does not.
  return `${row.targetOn} ${op} ${String(row.target.value)}${unit} (${row.targetOn} ${formatNumber(row[row.targetOn], row.digits ?? 1)})`;
}

/** p10–p90 with ten samples or more, else min–max (a median of 3–5 runs has no useful deciles). */
export function spreadText(stats, digits = 1) {
  if (stats === undefined) return "–";
  const deciles = stats.n >= 10 && stats.p10 !== undefined && stats.p90 !== undefined;
  const [low, high] = deciles ? [stats.p10, stats.p90] : [stats.min, stats.max];
  const kind = deciles ? "p10–p90" : "min–max";
  return `${formatNumber(low, digits)}–${formatNumber(high, digits)} (${kind}, n=${String(stats.n)})`;
}

function ratioText(row) {
  const a = row.stats?.median;
  const b = row.compare?.median;
  if (typeof a !== "number" || typeof b !== "number" || b === 0) return "–";
  return `${(a / b).toFixed(2)}×`;
}

function escapeCell(text) {
  return String(text).replaceAll("|", "\\|").replaceAll("\n", " ");
}

/**
 * The columns a cell takes in a monospace view, as prettier measures it when it aligns a table: an
 * emoji (👀) or a wide East Asian character takes two, a combining mark or variation selector none.
 */
function displayWidth(text) {
  let width = 0;
  for (const char of text) {
    if (/\p{M}|\uFE0F|\u200D/u.test(char)) continue;
    width +=
      /\p{Extended_Pictographic}|[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u.test(
        char,
      )
        ? 2
        : 1;
  }
  return width;
}

/** A markdown table with aligned columns (what prettier would write). */
export function markdownTable(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(escapeCell));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((r) => displayWidth(r[i] ?? ""))));
  const line = (r) => `| ${r.map((c, i) => c + " ".repeat(widths[i] - displayWidth(c))).join(" | ")} |`;
  return [
    line(cells[0]),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

function renderTable(table) {
  const hasTarget = table.rows.some((r) => r.target !== undefined);
  const hasCompare = table.reference !== undefined && table.rows.some((r) => r.compare !== undefined);
  const headers = ["figure", "median", "spread"];
  if (hasTarget) headers.push("target", "met");
  if (hasCompare) headers.push(table.reference, "ratio");
  const rows = table.rows.map((row) => {
    const digits = row.digits ?? 1;
    const cells = [
      row.label,
      withUnit(formatNumber(row.stats?.median, digits), row.unit),
      spreadText(row.stats, digits),
    ];
    if (hasTarget) cells.push(targetText(row), verdict(row));
    if (hasCompare)
      cells.push(
        row.compare === undefined ? "" : withUnit(formatNumber(row.compare.median, digits), row.unit),
        row.compare === undefined ? "" : ratioText(row),
      );
    return cells;
  });
  return `${table.title}\n\n${markdownTable(headers, rows)}`;
}

function renderBench(bench, charts) {
  const parts = [`## ${bench.title}`, bench.what, `Command: \`${bench.command}\``];
  if (bench.skipped !== undefined) {
    parts.push(`_Not measured in this report: ${bench.skipped}_`);
    return parts.join("\n\n");
  }
  for (const table of bench.tables ?? []) parts.push(renderTable(table));
  for (const chart of charts.filter((c) => c.bench === bench.name))
    parts.push(`![${chart.title}](benchmarks/${chart.file})`);
  for (const note of bench.notes ?? []) parts.push(note);
  return parts.join("\n\n");
}

/** The whole of docs/benchmarks.md. */
export function renderMarkdown(results) {
  const m = results.machine;
  const charts = chartList(results);
  const head = [
    "# Benchmarks",
    "<!-- Generated by `npm run bench` (scripts/bench.mjs); edit the generator, not this file. -->",
    results.quick
      ? "**Smoke output of `npm run bench -- --quick`: too few runs to quote. Regenerate with `npm run bench` on a quiet machine.**"
      : "",
    "Benchmarks run on demand, never in CI. Each measures steward side by side with a reference in the same " +
      "run (alternating where it can), so a ratio from one run is the figure to compare across machines.",
    markdownTable(
      ["machine", ""],
      [
        ["CPU", `${m.cpu} × ${String(m.cores)} cores`],
        ["Node", m.node],
        ["OS", m.os],
        ["1-minute load average at the start", formatNumber(m.load, 2)],
        ["generated", results.generatedAt],
      ],
    ),
    `Medians; ${SPREAD_NOTE}. ✓/✗: the median (or the statistic named) against the target.`,
  ].filter((p) => p !== "");
  return `${[...head, ...results.benches.map((b) => renderBench(b, charts))].join("\n\n")}\n`;
}

// ---- charts ----

const COLORS = { steward: "#2f6fdf", claude: "#d97757", other: "#8a8f98" };
const escapeXml = (text) =>
  String(text)
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/** A horizontal bar chart: one bar per item with its median, and its spread as a whisker. */
export function barChartSvg({ title, unit, bars }) {
  const width = 640;
  const labelWidth = 180;
  const rowHeight = 34;
  const top = 40;
  const height = top + bars.length * rowHeight + 30;
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.high ?? b.value)));
  const scale = (v) => ((width - labelWidth - 80) * v) / max;
  const rows = bars.map((bar, i) => {
    const y = top + i * rowHeight;
    const w = scale(bar.value);
    const color = COLORS[bar.kind ?? "other"] ?? COLORS.other;
    const whisker =
      bar.low === undefined || bar.high === undefined
        ? ""
        : `<line x1="${(labelWidth + scale(bar.low)).toFixed(1)}" x2="${(labelWidth + scale(bar.high)).toFixed(1)}" y1="${String(y + 11)}" y2="${String(y + 11)}" stroke="#222" stroke-width="1.5"/>`;
    return [
      `<text x="${String(labelWidth - 8)}" y="${String(y + 15)}" text-anchor="end">${escapeXml(bar.label)}</text>`,
      `<rect x="${String(labelWidth)}" y="${String(y)}" width="${w.toFixed(1)}" height="22" fill="${color}"/>`,
      whisker,
      `<text x="${(labelWidth + Math.max(w, scale(bar.high ?? 0)) + 6).toFixed(1)}" y="${String(y + 15)}">${escapeXml(formatNumber(bar.value))} ${escapeXml(unit)}</text>`,
    ].join("");
  });
  return svg(width, height, title, rows.join("\n"));
}

/** Per-turn lines, one series per CLI, with the target as a dashed line. */
export function lineChartSvg({ title, unit, series, target }) {
  const width = 640;
  const height = 300;
  const left = 50;
  const right = 120;
  const top = 40;
  const bottom = 40;
  const turns = Math.max(1, ...series.map((s) => s.values.length));
  const finite = series.flatMap((s) => s.values.filter((v) => typeof v === "number" && Number.isFinite(v)));
  // One slow turn (the first shell command loads the parser) would flatten the rest: the scale stops
  // at 1.5× the 90th percentile, and taller points are drawn at the top.
  const sorted = [...finite].sort((a, b) => a - b);
  const p90 = sorted[Math.max(0, Math.ceil(0.9 * sorted.length) - 1)] ?? 1;
  const max = Math.max((target ?? 0) * 1.5, Math.min(sorted.at(-1) ?? 1, p90 * 1.5), 1);
  const x = (i) => left + ((width - left - right) * i) / Math.max(1, turns - 1);
  const y = (v) => top + (height - top - bottom) * (1 - v / max);
  const parts = [
    `<line x1="${String(left)}" x2="${String(left)}" y1="${String(top)}" y2="${String(height - bottom)}" stroke="#999"/>`,
    `<line x1="${String(left)}" x2="${String(width - right)}" y1="${String(height - bottom)}" y2="${String(height - bottom)}" stroke="#999"/>`,
    `<text x="${String(left - 6)}" y="${String(top + 4)}" text-anchor="end">${escapeXml(formatNumber(max, 0))}</text>`,
    `<text x="${String(left - 6)}" y="${String(height - bottom + 4)}" text-anchor="end">0</text>`,
    `<text x="${String((left + width - right) / 2)}" y="${String(height - 10)}" text-anchor="middle">turn (gap after answer k), ${escapeXml(unit)}</text>`,
  ];
  if (target !== undefined)
    parts.push(
      `<line x1="${String(left)}" x2="${String(width - right)}" y1="${y(target).toFixed(1)}" y2="${y(target).toFixed(1)}" stroke="#2a2" stroke-dasharray="5,4"/>`,
      `<text x="${String(width - right + 6)}" y="${(y(target) + 4).toFixed(1)}">target ${escapeXml(String(target))}</text>`,
    );
  series.forEach((s, n) => {
    const color = COLORS[s.kind] ?? COLORS.other;
    const points = s.values.flatMap((v, i) =>
      typeof v === "number" && Number.isFinite(v)
        ? [`${x(i).toFixed(1)},${y(Math.min(v, max)).toFixed(1)}`]
        : [],
    );
    parts.push(
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.join(" ")}"/>`,
      `<text x="${String(width - right + 6)}" y="${String(top + 16 * n + 12)}" fill="${color}">${escapeXml(s.label)}</text>`,
    );
  });
  return svg(width, height, title, parts.join("\n"));
}

function svg(width, height, title, body) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="22" font-size="14" font-weight="bold">${escapeXml(title)}</text>`,
    body,
    "</svg>",
    "",
  ].join("\n");
}

/** The charts the results allow, each with its file name under docs/benchmarks/. */
export function chartList(results) {
  const charts = [];
  const launch = results.benches.find((b) => b.name === "loop-launch" && b.skipped === undefined);
  const launchRows = launch?.tables?.[0]?.rows ?? [];
  if (launchRows.length > 0)
    charts.push({
      bench: "loop-launch",
      file: "cold-start.svg",
      title: "Cold start: spawn → first model request (median, whisker p10–p90)",
      svg: barChartSvg({
        title: "Cold start: spawn → first model request (median, whisker p10–p90)",
        unit: "ms",
        bars: launchRows
          .filter((r) => r.stats !== undefined)
          .map((r) => ({
            label: r.label,
            value: r.stats.median,
            low: r.stats.p10,
            high: r.stats.p90,
            kind: r.label === "steward" ? "steward" : r.label.startsWith("Claude") ? "claude" : "other",
          })),
      }),
    });
  const loop = results.benches.find((b) => b.name === "loop" && b.skipped === undefined);
  if (loop?.perTurn !== undefined)
    charts.push({
      bench: "loop",
      file: "per-turn-overhead.svg",
      title: "Per-turn overhead of ordinary turns (gross: wall − serving), median over runs",
      svg: lineChartSvg({
        title: "Per-turn overhead of ordinary turns (gross: wall − serving), median over runs",
        unit: "ms",
        target: 10,
        series: [
          { label: "steward", kind: "steward", values: loop.perTurn.steward ?? [] },
          ...(loop.perTurn.claude === undefined
            ? []
            : [{ label: "Claude Code", kind: "claude", values: loop.perTurn.claude }]),
        ],
      }),
    });
  return charts;
}
