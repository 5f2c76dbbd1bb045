import { Plus, X } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { CheckboxField } from './box-fields';
import { MarkdownField } from './markdown-field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

// The content editors' number, picked-items and question-and-answer fields (the block fields of
// shared/site-content/blocks/ and the pages' own; the yes-or-no is ./box-fields.tsx's).

/** Items of a collection, ticked in the order shown (the list's order). */
export function PicksField({
  label,
  hint,
  options,
  chosen,
  error,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  options: { id: number; name: string }[];
  chosen: number[];
  error?: string | undefined;
  onChange: (chosen: number[]) => void;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const toggle = (id: number, on: boolean) =>
    onChange(
      on
        ? options.map((o) => o.id).filter((o) => o === id || chosen.includes(o))
        : chosen.filter((c) => c !== id),
    );
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium">{label}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <ul className="grid max-h-48 gap-1.5 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.id}>
            <CheckboxField
              label={option.name}
              checked={chosen.includes(option.id)}
              onChange={(on) => toggle(option.id, on)}
            />
          </li>
        ))}
        {options.length === 0 && (
          <li className="text-sm text-muted-foreground">{t.nothingToPick()}</li>
        )}
      </ul>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

type Pair = Record<string, string>;

/** Pairs of texts (a question and its answer), added and removed. */
export function PairsField({
  label,
  first,
  second,
  add,
  max,
  pairs,
  error,
  onChange,
}: {
  label: string;
  first: { key: string; label: string };
  second: { key: string; label: string; markdown?: boolean | undefined };
  add: string;
  max: number;
  pairs: Pair[];
  error?: string | undefined;
  onChange: (pairs: Pair[]) => void;
}) {
  const set = (i: number, patch: Pair) =>
    onChange(pairs.map((pair, j) => (j === i ? { ...pair, ...patch } : pair)));
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{label}</legend>
      {pairs.map((pair, i) => (
        <div key={i} className="space-y-2 rounded-md border border-border p-3">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <InputField
                label={`${first.label} ${i + 1}`}
                value={pair[first.key] ?? ''}
                onChange={(e) => set(i, { [first.key]: e.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="mb-1"
              onClick={() => onChange(pairs.filter((_, j) => j !== i))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">
                Remove {first.label.toLowerCase()} {i + 1}
              </span>
            </Button>
          </div>
          {second.markdown ? (
            <MarkdownField
              label={`${second.label} ${i + 1}`}
              rows={3}
              value={pair[second.key] ?? ''}
              onChange={(value) => set(i, { [second.key]: value })}
            />
          ) : (
            <InputField
              label={`${second.label} ${i + 1}`}
              value={pair[second.key] ?? ''}
              onChange={(e) => set(i, { [second.key]: e.target.value })}
            />
          )}
        </div>
      ))}
      {pairs.length < max && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...pairs, { [first.key]: '', [second.key]: '' }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {add}
        </Button>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
