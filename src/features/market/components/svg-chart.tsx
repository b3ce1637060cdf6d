// Small charts in plain SVG (no chart library: a few hundred bytes instead of tens of KB).
// The picture is for the eye; its figures are text too: a summary as the image's name and,
// in the caller's figure, a table of every value.
import { chakra } from '@chakra-ui/react';

export interface ChartPoint {
  label: string;
  value: number;
}

interface ChartProps {
  points: readonly ChartPoint[];
  /** The summary a screen reader hears for the picture. */
  summary: string;
  format: (value: number) => string;
  kind?: 'line' | 'bars';
}

const W = 640;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 76 };

export function SvgChart({ points, summary, format, kind = 'line' }: ChartProps) {
  const values = points.map((p) => p.value);
  const low = kind === 'bars' ? 0 : Math.min(...values);
  const high = Math.max(...values, low + 1);
  const span = high - low;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length > 1 ? (i * innerW) / (points.length - 1) : innerW / 2);
  const y = (v: number) => PAD.top + innerH - ((v - low) / span) * innerH;
  const barW = Math.max(2, innerW / Math.max(1, points.length) - 3);
  const first = points[0];
  const last = points.at(-1);
  return (
    <chakra.svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      height="auto"
      maxH="16rem"
      fontSize="12px"
      css={{ '& text': { fill: 'var(--chakra-colors-fg-muted)' } }}
    >
      {[high, (high + low) / 2, low].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="var(--chakra-colors-border)" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
            {format(Math.round(v))}
          </text>
        </g>
      ))}
      {kind === 'line' ? (
        <polyline
          fill="none"
          stroke="var(--chakra-colors-brand-solid)"
          strokeWidth="2.5"
          strokeLinejoin="round"
          points={points.map((p, i) => `${x(i)},${y(p.value)}`).join(' ')}
        />
      ) : (
        points.map((p, i) => (
          <rect
            key={p.label}
            x={PAD.left + (i * innerW) / points.length + 1.5}
            y={y(p.value)}
            width={barW}
            height={Math.max(0, y(low) - y(p.value))}
            fill="var(--chakra-colors-brand-solid)"
            rx="2"
          />
        ))
      )}
      {first ? (
        <text x={PAD.left} y={H - 8} textAnchor="start">
          {first.label}
        </text>
      ) : null}
      {last && points.length > 1 ? (
        <text x={W - PAD.right} y={H - 8} textAnchor="end">
          {last.label}
        </text>
      ) : null}
    </chakra.svg>
  );
}
