import type { ChartPoint } from './dashboard-aggregation';

const WIDTH = 480;
const HEIGHT = 200;
const AXIS = 24;

/**
 * A bar chart in plain SVG (no chart library: the back office needs three small charts), vertical for series over
 * time, horizontal for ranked categories. Each bar has a `<title>` and the chart a text summary for screen readers.
 *
 * @param props - the title, the points, the orientation and how to format values
 * @returns the figure
 */
export function BarChart({
  title,
  points,
  horizontal = false,
  format = (value) => String(value),
}: {
  title: string;
  points: ChartPoint[];
  horizontal?: boolean;
  format?: (value: number) => string;
}) {
  const max = Math.max(...points.map((point) => point.value), 0) || 1;
  const summary = points.map((point) => `${point.label}: ${format(point.value)}`).join(', ');
  return (
    <figure className="admin-figure">
      <figcaption>
        <strong>{title}</strong>
      </figcaption>
      {points.length === 0 ? (
        <p className="admin-reason">No orders in this period.</p>
      ) : (
        <svg
          className="admin-chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`${title}: ${summary}`}
        >
          {horizontal ? (
            <HorizontalBars points={points} max={max} format={format} />
          ) : (
            <VerticalBars points={points} max={max} format={format} />
          )}
        </svg>
      )}
    </figure>
  );
}

interface BarsProps {
  points: ChartPoint[];
  max: number;
  format: (value: number) => string;
}

function VerticalBars({ points, max, format }: BarsProps) {
  const step = WIDTH / points.length;
  const labelEvery = Math.ceil(points.length / 8);
  return (
    <>
      {points.map((point, i) => {
        const height = ((HEIGHT - AXIS) * point.value) / max;
        return (
          <g key={point.label}>
            <rect
              x={i * step + 1}
              y={HEIGHT - AXIS - height}
              width={Math.max(step - 2, 1)}
              height={height}
              fill="currentColor"
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </rect>
            {i % labelEvery === 0 ? (
              <text x={i * step} y={HEIGHT - 6}>
                {point.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </>
  );
}

function HorizontalBars({ points, max, format }: BarsProps) {
  const row = HEIGHT / Math.max(points.length, 1);
  const labelWidth = 150;
  return (
    <>
      {points.map((point, i) => {
        const width = ((WIDTH - labelWidth - 60) * point.value) / max;
        return (
          <g key={point.label}>
            <text x={0} y={i * row + row / 2 + 4}>
              {point.label.length > 22 ? `${point.label.slice(0, 21)}…` : point.label}
            </text>
            <rect
              x={labelWidth}
              y={i * row + row * 0.2}
              width={Math.max(width, 1)}
              height={row * 0.6}
              fill="currentColor"
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </rect>
            <text x={labelWidth + width + 6} y={i * row + row / 2 + 4}>
              {format(point.value)}
            </text>
          </g>
        );
      })}
    </>
  );
}
