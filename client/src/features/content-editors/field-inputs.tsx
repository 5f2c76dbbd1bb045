import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

// What an editor field's input shows of an item's value (./editor-field-view.tsx): text, a
// date, the options of a select.

/** A value as the text of an input: empty for anything that is not text. */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The date part (YYYY-MM-DD) of an ISO date-time, for a date input. */
export function dateInputValue(iso: unknown): string {
  const date = new Date(text(iso));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The empty option of a select that asks to choose ("Choose…" in the admin's language). */
export const CHOOSE = Symbol('choose');

export function Options({
  options,
  none,
}: {
  options: { value: string; label: string }[];
  /** The empty option's text, if the select has one. */
  none?: string | typeof CHOOSE;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <>
      {none !== undefined && <option value="">{none === CHOOSE ? t.choose() : none}</option>}
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
