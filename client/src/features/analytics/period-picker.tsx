import { useState } from 'react';
import { pillClasses } from './pill';
import { useInsightTexts } from './insight-texts';
import { PRESETS, type Preset, type Range } from './periods';

export type Period = Preset | 'custom';

const dateInput =
  'h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground ' +
  'aria-[invalid=true]:border-destructive';

/** Today, 7 days, 30 days, 12 months, or two days of one's own. */
export function PeriodPicker({
  period,
  range,
  onPreset,
  onCustom,
}: {
  period: Period;
  range: Range;
  onPreset: (preset: Preset) => void;
  onCustom: (range: Range) => void;
}) {
  const t = useInsightTexts();
  // The custom days as typed; applied once both are days in order.
  const [draft, setDraft] = useState<Range>(range);
  const [editing, setEditing] = useState(period === 'custom');
  const reversed = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  function change(next: Range) {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to) onCustom(next);
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label={t.periods.period()} className="flex flex-wrap gap-1">
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={period === preset}
            onClick={() => {
              setEditing(false);
              onPreset(preset);
            }}
            className={pillClasses(period === preset)}
          >
            {t.periods[preset]()}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={period === 'custom'}
          aria-expanded={editing}
          onClick={() => {
            setDraft(range);
            setEditing(true);
          }}
          className={pillClasses(period === 'custom')}
        >
          {t.periods.custom()}
        </button>
      </div>
      {editing && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t.periods.from()}
            <input
              type="date"
              value={draft.from}
              max={draft.to || undefined}
              onChange={(e) => change({ ...draft, from: e.target.value })}
              className={dateInput}
            />
          </label>
          <label className="grid gap-1 text-xs font-medium text-muted-foreground">
            {t.periods.to()}
            <input
              type="date"
              value={draft.to}
              min={draft.from || undefined}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? 'period-error' : undefined}
              onChange={(e) => change({ ...draft, to: e.target.value })}
              className={dateInput}
            />
          </label>
          {reversed && (
            <p id="period-error" role="alert" className="pb-2 text-xs text-destructive">
              {t.periods.reversed()}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
