import { describeChange, type Figure } from './analytics-format';

/** The period's figures, each with the period before beside it. */
export function SummaryCards({ figures, before }: { figures: Figure[]; before: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd
            className="mt-1 text-2xl font-semibold tabular-nums"
            data-testid={`figure-${figure.label.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {figure.format(figure.value)}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              {describeChange(figure.value, figure.previous)}
            </span>{' '}
            <span className="sr-only">compared with </span>
            <span aria-hidden="true">vs </span>
            {figure.format(figure.previous)} {before}
          </dd>
        </div>
      ))}
    </dl>
  );
}
