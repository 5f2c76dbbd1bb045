import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import { LEAD_STATUSES } from '@shared/schemas/leads';
import { cn } from '~/lib/cn';
import { useLeadTexts } from './lead-texts';
import type { InboxQuery } from './use-inbox-query';

/** The kind-of-lead tabs (the kinds the account sees) and the status filter buttons. */
export function InboxFilters({
  kinds,
  kind,
  status,
  update,
}: Pick<InboxQuery, 'kinds' | 'kind' | 'status' | 'update'>) {
  const t = useLeadTexts();
  const tabs = kinds.map((k) => ({ kind: k, label: LEAD_KIND_SPECS[k].plural }));
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div
        role="tablist"
        aria-label={t.filters.kindOfLead()}
        className="inline-flex max-w-full flex-wrap rounded-md border border-border bg-muted p-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={tab.kind === kind}
            onClick={() =>
              tab.kind !== kind &&
              update({ kind: tab.kind, status: null, stage: null, view: 'list' })
            }
            className={cn(
              'rounded px-3 py-1.5 text-sm font-medium transition-colors',
              tab.kind === kind
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label={t.filters.byStatus()}
        className="flex flex-wrap items-center gap-1"
      >
        {[undefined, ...LEAD_STATUSES].map((s) => (
          <button
            key={s ?? 'all'}
            type="button"
            aria-pressed={s === status}
            onClick={() => update({ status: s ?? null })}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
              s === status
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            {s ? t.status[s]() : t.filters.all()}
          </button>
        ))}
      </div>
    </div>
  );
}
