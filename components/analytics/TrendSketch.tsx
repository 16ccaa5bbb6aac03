import type { GapPoint } from './long-view';
import { monotonePath, TREND_LAYOUT, trendPlot } from './trend-geometry';
import { ColourDot, dotRadiusFor, EmojiDot, lineWidthFor, PlainTick, tickLabel } from './trend-parts';

/**
 * The trend as recharts draws it (MoodTrendRecharts), in plain SVG: the same elements, attributes
 * and class names in the same order, so nothing moves when recharts takes over on the first
 * pointer or focus, and the chart reads the same to anything that looks at its markup meanwhile.
 */
export function TrendSketch({ days, ticks, range, width, height }: { days: GapPoint[]; ticks: string[]; range: number; width: number; height: number }) {
  const plot = trendPlot(width, height, days.length, range);
  const { tickSize, xTickMargin, yTickMargin, yTicks } = TREND_LAYOUT;
  const index = new Map(days.map((d, i) => [d.date, i]));
  const xTicks = ticks.filter((t) => index.has(t)).map((t) => ({ date: t, x: plot.x(index.get(t) ?? 0) }));
  const axis = { stroke: 'currentColor', strokeOpacity: 0.4, fill: 'none' };
  const dotRadius = dotRadiusFor(range);
  return (
    // The box's width rather than the measured one (recharts' choice): between a resize and the next
    // measurement the drawing scales for a frame instead of widening the page.
    <div className="recharts-wrapper" style={{ position: 'relative', cursor: 'default', width: '100%', height: '100%' }}>
      <svg
        role="application"
        tabIndex={0}
        className="recharts-surface"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', height: '100%', display: 'block' }}
      >
        <title />
        <desc />
        <g className="recharts-cartesian-grid-horizontal">
          {[...yTicks.map(plot.y), plot.bottom].map((y) => (
            <line key={y} stroke="currentColor" strokeOpacity={0.2} strokeDasharray="4 4" x1={plot.left} y1={y} x2={plot.right} y2={y} fill="none" />
          ))}
        </g>
        <g className="recharts-layer recharts-line">
          <path
            stroke={TREND_LAYOUT.lineColour}
            strokeWidth={lineWidthFor(range)}
            fill="none"
            className="recharts-curve recharts-line-curve"
            d={monotonePath(days, plot)}
          />
        </g>
        <g className="recharts-layer recharts-cartesian-axis recharts-xAxis xAxis">
          <line {...axis} className="recharts-cartesian-axis-line" x1={plot.left} y1={plot.bottom} x2={plot.right} y2={plot.bottom} />
          {xTicks.map((t) => (
            <line key={t.date} {...axis} className="recharts-cartesian-axis-tick-line" x1={t.x} y1={plot.bottom + tickSize} x2={t.x} y2={plot.bottom} />
          ))}
        </g>
        <g className="recharts-layer recharts-cartesian-axis recharts-yAxis yAxis">
          <line {...axis} className="recharts-cartesian-axis-line" x1={plot.left} y1={plot.top} x2={plot.left} y2={plot.bottom} />
          {yTicks.map((v) => (
            <line key={v} {...axis} className="recharts-cartesian-axis-tick-line" x1={plot.left - tickSize} y1={plot.y(v)} x2={plot.left} y2={plot.y(v)} />
          ))}
        </g>
        <g className="recharts-layer recharts-line-dots">
          {days.map((d, i) =>
            d.score === null ? null : range <= 7 ? (
              <EmojiDot key={d.date} cx={plot.x(i)} cy={plot.y(d.score)} payload={d} index={i} />
            ) : (
              <ColourDot key={d.date} cx={plot.x(i)} cy={plot.y(d.score)} payload={d} index={i} r={dotRadius} />
            ),
          )}
        </g>
        <g className="recharts-cartesian-axis-tick-labels recharts-xAxis-tick-labels">
          {xTicks.map((t) => (
            <g key={t.date} className="recharts-layer recharts-cartesian-axis-tick-label">
              <PlainTick
                x={t.x}
                y={plot.bottom + tickSize + xTickMargin}
                textAnchor="middle"
                verticalAnchor="start"
                className="recharts-xAxis xAxis recharts-cartesian-axis-tick-value"
                payload={{ value: tickLabel(t.date, range) }}
              />
            </g>
          ))}
        </g>
        <g className="recharts-cartesian-axis-tick-labels recharts-yAxis-tick-labels">
          {yTicks.map((v) => (
            <g key={v} className="recharts-layer recharts-cartesian-axis-tick-label">
              <PlainTick
                x={plot.left - tickSize - yTickMargin}
                y={plot.y(v)}
                textAnchor="end"
                verticalAnchor="middle"
                className="recharts-yAxis yAxis recharts-cartesian-axis-tick-value"
                payload={{ value: v }}
              />
            </g>
          ))}
        </g>
      </svg>
    </div>
  );
}
