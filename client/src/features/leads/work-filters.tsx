import { LEAD_KIND_SPECS } from '@shared/lead-kinds';
import type { LeadAssignee } from '@shared/schemas/lead-work';
import { SquareKanban, List } from 'lucide-react';
import { cn } from '~/lib/cn';
import { AssigneeOptions, StageOptions } from './lead-options';
import { useLeadTexts } from './lead-texts';
import type { LeadFilter, LeadKind } from './leads-api';
import type { InboxQueryUpdate, InboxView } from './use-inbox-query';

// min-w-0: a select is as wide as its longest option (an owner's long e-mail address); on a
// phone it shrinks to the row instead of pushing the page sideways.
const select =
  'min-w-0 max-w-full rounded-md border border-input bg-background px-2 py-1.5 text-sm text-foreground';
const pill = (active: boolean) =>
  cn(
    'inline-flex items-center gap-1 rounded-full border px-3 py-1 text-xs font-medium transition-colors',
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
  );

interface WorkFiltersProps {
  kind: LeadKind;
  view: InboxView;
  filter: LeadFilter;
  me: string | null;
  assignees: LeadAssignee[];
  onChange: (update: InboxQueryUpdate) => void;
}

/** Whose leads (all, mine, nobody's, one admin's), which stage, and list or board. */
export function WorkFilters({ kind, view, filter, me, assignees, onChange }: WorkFiltersProps) {
  const t = useLeadTexts();
  const owner = filter.assignee_id;
  const views = [
    { key: 'everyones', label: t.filters.everyones(), value: undefined },
    { key: 'mine', label: t.filters.mine(), value: me ?? undefined },
    { key: 'unassigned', label: t.filters.unassigned(), value: 'none' },
  ];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <div
        role="group"
        aria-label={t.filters.whose()}
        className="flex flex-wrap items-center gap-1"
      >
        {views.map((v) => (
          <button
            key={v.key}
            type="button"
            aria-pressed={owner === v.value}
            disabled={v.key === 'mine' && !me}
            onClick={() => onChange({ assignee_id: v.value ?? null })}
            className={pill(owner === v.value)}
          >
            {v.label}
          </button>
        ))}
      </div>
      <label className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
        {t.filters.owner()}
        <select
          value={owner ?? ''}
          onChange={(e) => onChange({ assignee_id: e.target.value || null })}
          className={select}
        >
          <option value="">{t.filters.anyone()}</option>
          <option value="none">{t.filters.nobody()}</option>
          <AssigneeOptions assignees={assignees} me={me} />
        </select>
      </label>
      {view === 'list' && (
        <label className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          {t.filters.stage()}
          <select
            value={filter.stage ?? ''}
            onChange={(e) => onChange({ stage: e.target.value || null })}
            className={select}
          >
            <option value="">{t.filters.anyStage()}</option>
            <StageOptions kind={kind} />
          </select>
        </label>
      )}
      {LEAD_KIND_SPECS[kind].board && (
        <div
          role="group"
          aria-label={t.filters.showAs()}
          className="ms-auto flex items-center gap-1"
        >
          <button
            type="button"
            aria-pressed={view === 'list'}
            onClick={() => onChange({ view: 'list' })}
            className={pill(view === 'list')}
          >
            <List className="h-3.5 w-3.5" aria-hidden="true" />
            {t.filters.list()}
          </button>
          <button
            type="button"
            aria-pressed={view === 'board'}
            onClick={() => onChange({ view: 'board', stage: null, status: null })}
            className={pill(view === 'board')}
          >
            <SquareKanban className="h-3.5 w-3.5" aria-hidden="true" />
            {t.filters.board()}
          </button>
        </div>
      )}
    </div>
  );
}
