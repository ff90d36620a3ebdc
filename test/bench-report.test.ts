// docs/benchmarks.md and its charts rendered from collected results (scripts/bench-report.mjs), on a
// fixture: no benchmark runs here.
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { stats } from "../bench/lib/figures.mjs";
import {
  barChartSvg,
  chartList,
  markdownTable,
  renderMarkdown,
  spreadText,
  type BenchResult,
  type Results,
  verdict,
} from "../scripts/bench-report.mjs";

const launch: BenchResult = {
  name: "loop-launch",
  title: "Cold start",
  what: "Spawn to the first request.",
  command: "node bench/loop/launch.mjs --runs 21 --claude",
  tables: [
    {
      title: "launch, 12 runs",
      reference: "Claude Code",
      rows: [
        { label: "node floor", unit: "ms", stats: stats([40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51]) },
        {
          label: "steward",
          unit: "ms",
          stats: stats([100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210]),
          target: { op: "<=", value: 150 },
          compare: stats([300, 300, 310, 310, 320, 320, 330, 330, 340, 340, 350, 350]),
        },
        {
          label: "Claude Code",
          unit: "ms",
          stats: stats([300, 300, 310, 310, 320, 320, 330, 330, 340, 340, 350, 350]),
        },
      ],
    },
  ],
};

const loop: BenchResult = {
  name: "loop",
  title: "Agent loop",
  what: "30 turns.",
  command: "node bench/loop/run.mjs --runs 5 --claude",
  tables: [
    {
      title: "session, 3 runs",
      reference: "Claude Code",
      rows: [
        {
          label: "cache-read share",
          unit: "",
          digits: 4,
          stats: stats([0.95, 0.96, 0.97]),
          target: { op: ">=", value: 0.95 },
          compare: stats([0.9, 0.9, 0.9]),
        },
      ],
    },
  ],
  perTurn: { steward: [8, 9, null, 7], claude: [50, 55, null, 52] },
};

const results: Results = {
  generatedAt: "2026-11-22T12:00:00.000Z",
  machine: { cpu: "Test CPU <fast>", cores: 2, node: "v20.20.2", os: "Linux 6", load: 0.31 },
  quick: false,
  benches: [
    launch,
    loop,
    {
      name: "sandbox",
      title: "Sandbox",
      what: "true × 100.",
      command: "node bench/sandbox.mjs",
      skipped: "bench/sandbox.mjs does not exist in this checkout.",
    },
  ],
};

describe("bench report", () => {
  it("summarises samples: median, nearest-rank deciles, range", () => {
    expect(stats([5, 1, 3, 2, 4])).toEqual({ n: 5, median: 3, p10: 1, p90: 5, min: 1, max: 5 });
    expect(stats([1, 2, 3, 4])?.median).toBe(2.5);
    expect(stats([])).toBeUndefined();
  });

  it("checks targets on the median, or on the statistic a row names", () => {
    expect(verdict({ stats: stats([140]), target: { op: "<=", value: 150 } })).toBe("✓");
    expect(verdict({ stats: stats([151]), target: { op: "<=", value: 150 } })).toBe("✗");
    expect(verdict({ stats: stats([0.94]), target: { op: ">=", value: 0.95 } })).toBe("✗");
    expect(verdict({ stats: stats([0.1]), p99: 3, target: { op: "<=", value: 2 }, targetOn: "p99" })).toBe(
      "✗",
    );
    expect(verdict({ stats: stats([1]) })).toBe("");
  });

  it("quotes deciles for ten samples or more, else the range", () => {
    expect(spreadText(stats([1, 2, 3]))).toBe("1.0–3.0 (min–max, n=3)");
    expect(spreadText(stats(Array.from({ length: 10 }, (_, i) => i + 1)))).toBe("1.0–9.0 (p10–p90, n=10)");
  });

  it("aligns markdown tables and escapes pipes", () => {
    expect(markdownTable(["a", "bb"], [["x|y", "1"]])).toBe(
      ["| a    | bb  |", "| ---- | --- |", "| x\\|y | 1   |"].join("\n"),
    );
  });

  it("aligns cells with emoji and wide characters as prettier does (the docs are checked with it)", async () => {
    const table = markdownTable(
      ["figure", "median"],
      [
        ["start → 👀 and tracking comment", "794 ms"],
        ["✂️ trimmed, 漢字, é", "1"],
        ["plain", "22 ms"],
      ],
    );
    expect(await format(table, { parser: "markdown" })).toBe(`${table}\n`);
  });

  it("renders each bench with command, machine, median, spread, target, verdict and ratio", () => {
    const md = renderMarkdown(results);
    expect(md).toContain("Test CPU <fast> × 2 cores");
    expect(md).toContain("Command: `node bench/loop/launch.mjs --runs 21 --claude`");
    const steward = md.split("\n").find((l) => l.startsWith("| steward "));
    expect(steward).toBe(
      "| steward     | 155.0 ms | 110.0–200.0 (p10–p90, n=12) | ≤ 150 ms | ✗   | 325.0 ms    | 0.48× |",
    );
    expect(md).toContain(
      "| cache-read share | 0.9600 | 0.9500–0.9700 (min–max, n=3) | ≥ 0.95 | ✓   | 0.9000",
    );
    expect(md).toContain("_Not measured in this report: bench/sandbox.mjs does not exist in this checkout._");
    expect(md).toContain("![Cold start: spawn → first model request");
    expect(md).toContain("(benchmarks/per-turn-overhead.svg)");
    expect(md).not.toContain("Smoke output");
    expect(renderMarkdown({ ...results, quick: true })).toContain(
      "Smoke output of `npm run bench -- --quick`",
    );
  });

  it("draws the cold-start bars and the per-turn lines for both CLIs", () => {
    const charts = chartList(results);
    expect(charts.map((c) => c.file)).toEqual(["cold-start.svg", "per-turn-overhead.svg"]);
    const [cold, perTurn] = charts;
    expect(cold?.svg.match(/<rect /g)).toHaveLength(1 + 3); // background + one bar per subject
    expect(cold?.svg).toContain(">steward</text>");
    expect(cold?.svg).toContain('fill="#d97757"'); // Claude Code's bar
    expect(perTurn?.svg.match(/<polyline /g)).toHaveLength(2);
    // A turn without an ordinary gap leaves a hole, not a zero.
    const points = /<polyline [^>]*points="([^"]*)"/.exec(perTurn?.svg ?? "")?.[1]?.split(" ");
    expect(points).toHaveLength(3);
    expect(perTurn?.svg).toContain("target 10");
  });

  it("escapes labels in SVG", () => {
    const svg = barChartSvg({ title: "a & b", unit: "ms", bars: [{ label: "<x>", value: 1 }] });
    expect(svg).toContain("a &amp; b");
    expect(svg).toContain("&lt;x&gt;");
    expect(svg).not.toContain("<x>");
  });
});
