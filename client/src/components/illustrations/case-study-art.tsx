import type { CaseStudyIllustration as ArtName } from '@shared/site-content/schema';
import { cn } from '~/lib/cn';

// Self-made illustrations of the case studies: inline SVG in the theme's colours, so they cost no
// request, scale to any width and follow light and dark.

const stroke = 'stroke-primary';
const faint = 'stroke-foreground/15';

function City5g() {
  const cells = [
    [120, 90],
    [300, 70],
    [500, 110],
    [200, 230],
    [420, 250],
  ] as const;
  return (
    <>
      {[60, 140, 220, 300].map((y) => (
        <line
          key={`h${y}`}
          x1="0"
          x2="640"
          y1={y + 20}
          y2={y + 20}
          className={faint}
          strokeWidth="10"
        />
      ))}
      {[80, 240, 400, 560].map((x) => (
        <line key={`v${x}`} y1="0" y2="360" x1={x} x2={x} className={faint} strokeWidth="10" />
      ))}
      {cells.map(([x, y], i) =>
        cells
          .slice(i + 1)
          .map(([x2, y2]) => (
            <line
              key={`${x}-${x2}-${y2}`}
              x1={x}
              y1={y}
              x2={x2}
              y2={y2}
              className={stroke}
              strokeOpacity="0.35"
              strokeDasharray="4 6"
            />
          )),
      )}
      {cells.map(([x, y]) => (
        <g key={`${x}${y}`}>
          {[18, 32, 46].map((r) => (
            <circle
              key={r}
              cx={x}
              cy={y}
              r={r}
              fill="none"
              className={stroke}
              strokeOpacity={0.55 - r / 110}
            />
          ))}
          <circle cx={x} cy={y} r="7" className="fill-primary" />
        </g>
      ))}
    </>
  );
}

function FiberBackbone() {
  const nodes = [
    [70, 120],
    [170, 60],
    [290, 100],
    [410, 50],
    [560, 90],
    [110, 250],
    [240, 210],
    [360, 280],
    [480, 200],
    [590, 270],
  ] as const;
  const links = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [0, 5],
    [5, 6],
    [6, 7],
    [7, 8],
    [8, 9],
    [4, 9],
    [2, 6],
    [3, 8],
    [1, 6],
    [6, 8],
  ] as const;
  return (
    <>
      <path
        d="M30 300 C120 330 200 320 320 330 S520 320 620 300 M40 40 C160 20 300 30 420 20 S560 30 620 50"
        fill="none"
        className={faint}
        strokeWidth="2"
      />
      {links.map(([a, b], i) => {
        const [x1, y1] = nodes[a]!;
        const [x2, y2] = nodes[b]!;
        return (
          <line
            key={i}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            className={stroke}
            strokeWidth={i < 10 ? 3 : 1.5}
            strokeOpacity={i < 10 ? 0.9 : 0.4}
            strokeDasharray={i < 10 ? undefined : '5 5'}
          />
        );
      })}
      {nodes.map(([x, y]) => (
        <g key={`${x}${y}`}>
          <circle cx={x} cy={y} r="13" className="fill-background stroke-primary" strokeWidth="2" />
          <circle cx={x} cy={y} r="5" className="fill-primary" />
        </g>
      ))}
    </>
  );
}

function HqSecurity() {
  const cameras = [
    { x: 60, y: 50, a: 35 },
    { x: 580, y: 50, a: 145 },
    { x: 60, y: 310, a: -35 },
    { x: 580, y: 310, a: -145 },
    { x: 320, y: 180, a: 90 },
  ];
  return (
    <>
      <rect
        x="40"
        y="30"
        width="560"
        height="300"
        rx="6"
        fill="none"
        className="stroke-foreground/30"
        strokeWidth="4"
      />
      <path
        d="M40 180h180m80 0h300M260 30v110m0 80v110M420 30v120m0 60v120"
        className="stroke-foreground/25"
        strokeWidth="3"
        fill="none"
      />
      {cameras.map(({ x, y, a }) => (
        <g key={`${x}${y}`} transform={`translate(${x} ${y}) rotate(${a})`}>
          <path
            d="M0 0 L170 -60 A180 180 0 0 1 170 60 Z"
            className="fill-primary/15 stroke-primary/50"
          />
          <rect x="-10" y="-7" width="20" height="14" rx="3" className="fill-primary" />
        </g>
      ))}
      {[
        [260, 160],
        [420, 180],
        [220, 180],
      ].map(([x, y]) => (
        <rect
          key={`${x}${y}`}
          x={x! - 6}
          y={y! - 6}
          width="12"
          height="12"
          rx="2"
          className="fill-foreground/60"
        />
      ))}
    </>
  );
}

const art = {
  'city-5g': City5g,
  'fiber-backbone': FiberBackbone,
  'hq-security': HqSecurity,
} as const;

export function CaseStudyArt({
  name,
  title,
  className,
}: {
  name: ArtName;
  title: string;
  className?: string;
}) {
  const Art = art[name];
  return (
    <svg
      viewBox="0 0 640 360"
      width="640"
      height="360"
      role="img"
      aria-label={title}
      className={cn('h-auto w-full bg-muted/50', className)}
    >
      <defs>
        <pattern id={`grid-${name}`} width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0v32" fill="none" className="stroke-foreground/5" />
        </pattern>
      </defs>
      <rect width="640" height="360" fill={`url(#grid-${name})`} />
      <Art />
    </svg>
  );
}
