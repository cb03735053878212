import { useId } from "react";

export interface RadarSeries {
  label: string;
  /** 0–100 per axis, in the order of `axes`. */
  values: number[];
  /** A CSS colour; the first series is the main one and is filled. */
  color: string;
}

const RADIUS = 100;
const RINGS = [25, 50, 75, 100];

function pointAt(axis: number, axes: number, percent: number): [number, number] {
  const angle = (Math.PI * 2 * axis) / axes - Math.PI / 2;
  const distance = (RADIUS * Math.max(0, Math.min(100, percent))) / 100;
  return [Math.cos(angle) * distance, Math.sin(angle) * distance];
}

function polygonPoints(values: number[]): string {
  return values
    .map((value, axis) =>
      pointAt(axis, values.length, value)
        .map((coordinate) => coordinate.toFixed(1))
        .join(","),
    )
    .join(" ");
}

/**
 * A radar chart in plain SVG (no chart library): one axis per label, rings every 25 %, one
 * polygon per series. `description` is read by screen readers in place of the drawing.
 */
export function RadarChart({
  axes,
  series,
  title,
  description,
}: {
  axes: string[];
  series: RadarSeries[];
  title: string;
  description: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <figure className="flex flex-col items-center gap-3">
      <svg
        viewBox="-235 -140 470 280"
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        className="h-auto w-full max-w-xl"
        data-testid="radar-chart"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        {RINGS.map((ring) => (
          <polygon
            key={ring}
            points={polygonPoints(axes.map(() => ring))}
            fill="none"
            stroke="currentColor"
            className="text-border"
            strokeWidth={1}
          />
        ))}
        {axes.map((label, axis) => {
          const [x, y] = pointAt(axis, axes.length, 100);
          const [labelX, labelY] = pointAt(axis, axes.length, 118);
          const anchor = Math.abs(labelX) < 5 ? "middle" : labelX > 0 ? "start" : "end";
          return (
            <g key={label}>
              <line x1={0} y1={0} x2={x} y2={y} stroke="currentColor" className="text-border" strokeWidth={1} />
              <text
                x={labelX}
                y={labelY}
                textAnchor={anchor}
                dominantBaseline="middle"
                fontSize={13}
                fill="currentColor"
                className="text-foreground"
              >
                {label}
              </text>
            </g>
          );
        })}
        {series.map((item, index) => (
          <polygon
            key={item.label}
            points={polygonPoints(item.values)}
            fill={index === 0 ? item.color : "none"}
            fillOpacity={index === 0 ? 0.25 : 0}
            stroke={item.color}
            strokeWidth={index === 0 ? 2.5 : 2}
            strokeDasharray={index === 0 ? undefined : "6 4"}
          />
        ))}
      </svg>
      {series.length > 1 && (
        <figcaption>
          <ul className="flex flex-wrap justify-center gap-4 text-sm text-foreground">
            {series.map((item, index) => (
              <li key={item.label} className="flex items-center gap-2">
                <svg width="24" height="8" aria-hidden="true">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={item.color}
                    strokeWidth="3"
                    strokeDasharray={index === 0 ? undefined : "6 4"}
                  />
                </svg>
                {item.label}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
