import { describeChange, type Figure } from './analytics-format';
import { useInsightTexts } from './insight-texts';

/** "+12% from" before the figure of the period before; nothing to compare: just that figure. */
function ChangeFrom({ figure }: { figure: Figure }) {
  const t = useInsightTexts();
  const change = describeChange(t, figure.value, figure.previous);
  if (change === null) return null;
  return (
    <>
      <span className="font-medium text-foreground">{change}</span> {t.summary.from()}{' '}
    </>
  );
}

/** The period's figures, each with the period before beside it. */
export function SummaryCards({ figures, before }: { figures: Figure[]; before: string }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-lg border border-border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{figure.label}</dt>
          <dd
            className="mt-1 text-2xl font-semibold tabular-nums"
            data-testid={`figure-${figure.key}`}
          >
            {figure.format(figure.value)}
          </dd>
          <dd className="mt-1 text-xs text-muted-foreground">
            <ChangeFrom figure={figure} />
            {figure.format(figure.previous)} {before}
          </dd>
        </div>
      ))}
    </dl>
  );
}
