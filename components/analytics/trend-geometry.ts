import type { GapPoint } from './long-view';

/**
 * The trend chart's layout, shared by recharts' chart and the plain drawing that stands in for it
 * until someone interacts (TrendSketch), which places everything as recharts does with these
 * settings: a category x axis on a point scale (a line chart without bars), a 0 to 5 score axis.
 */
export const TREND_LAYOUT = {
  margin: { top: 20, right: 20, bottom: 4, left: -12 },
  yAxisWidth: 40,
  // recharts' defaults: an x axis 30px tall, 6px tick lines, a 2px gap before the score labels.
  xAxisHeight: 30,
  tickSize: 6,
  xTickMargin: 8,
  yTickMargin: 2,
  maxScore: 5,
  yTicks: [1, 2, 3, 4, 5],
  lineColour: '#8b5cf6',
  xPadding: (range: number) => (range <= 7 ? { left: 20, right: 20 } : { left: 8, right: 8 }),
};

export type TrendPlot = { left: number; right: number; top: number; bottom: number; x: (i: number) => number; y: (score: number) => number };

/** The plot area of a `width` by `height` chart of `count` days, and where a day and a score go. */
export function trendPlot(width: number, height: number, count: number, range: number): TrendPlot {
  const { margin, yAxisWidth, xAxisHeight, maxScore } = TREND_LAYOUT;
  const left = margin.left + yAxisWidth;
  const right = width - margin.right;
  const top = margin.top;
  const bottom = height - margin.bottom - xAxisHeight;
  const pad = TREND_LAYOUT.xPadding(range);
  const start = left + pad.left;
  const end = right - pad.right;
  // d3's point scale: the first and last days at the ends, one alone in the middle.
  const step = count > 1 ? (end - start) / (count - 1) : 0;
  return {
    left,
    right,
    top,
    bottom,
    x: (i) => (count > 1 ? start + i * step : (start + end) / 2),
    y: (score) => top + ((maxScore - score) / maxScore) * (bottom - top),
  };
}

// d3-path rounds to three decimals, as recharts' path does.
const r3 = (n: number) => Math.round(n * 1000) / 1000;
const sign = (n: number) => (n < 0 ? -1 : 1);

/**
 * The line's path, as d3-shape's curveMonotoneX draws it (recharts' type="monotone"), broken at
 * the days without entries: a run of one day is "M x,y Z", of two a straight segment.
 */
export function monotonePath(days: GapPoint[], plot: TrendPlot): string {
  let d = '';
  let run: [number, number][] = [];
  const flush = () => {
    if (run.length) d += monotoneRun(run);
    run = [];
  };
  days.forEach((day, i) => {
    if (day.score === null) flush();
    else run.push([plot.x(i), plot.y(day.score)]);
  });
  flush();
  return d;
}

function monotoneRun(points: [number, number][]): string {
  const [x0, y0] = points[0];
  let d = `M${r3(x0)},${r3(y0)}`;
  if (points.length === 1) return `${d}Z`;
  if (points.length === 2) return `${d}L${r3(points[1][0])},${r3(points[1][1])}`;
  // Tangents by Steffen's method, as d3's slope3 and, at both ends, slope2.
  const n = points.length;
  const t: number[] = new Array(n);
  for (let i = 1; i < n - 1; i++) {
    const [xa, ya] = points[i - 1];
    const [xb, yb] = points[i];
    const [xc, yc] = points[i + 1];
    const h0 = xb - xa;
    const h1 = xc - xb;
    const s0 = (yb - ya) / h0;
    const s1 = (yc - yb) / h1;
    const p = (s0 * h1 + s1 * h0) / (h0 + h1);
    t[i] = (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  }
  const slope2 = (i: number, j: number, tangent: number) => {
    const h = points[j][0] - points[i][0];
    return h ? ((3 * (points[j][1] - points[i][1])) / h - tangent) / 2 : tangent;
  };
  t[0] = slope2(0, 1, t[1]);
  t[n - 1] = slope2(n - 2, n - 1, t[n - 2]);
  for (let i = 1; i < n; i++) {
    const [xa, ya] = points[i - 1];
    const [xb, yb] = points[i];
    const dx = (xb - xa) / 3;
    d += `C${r3(xa + dx)},${r3(ya + dx * t[i - 1])},${r3(xb - dx)},${r3(yb - dx * t[i])},${r3(xb)},${r3(yb)}`;
  }
  return d;
}
