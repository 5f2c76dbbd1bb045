import type { ReactNode } from 'react';
import { InputField } from '~/components/ui/field';
import type { FieldProps } from './field-props';
import { text } from './field-inputs';

// The editor fields of wall-clock times and of lists of references (an event's start in its own
// time zone, its services), beside the others in ./editor-field-view.tsx.

type Kinds = 'local-date-time' | 'references';

/** Services picked by slug, as checkboxes in a fieldset. */
function ReferencesField({ field, item, update, errors, content }: FieldProps<'references'>) {
  const picked = (item[field.name] as string[] | undefined) ?? [];
  const toggle = (slug: string, on: boolean) =>
    update({
      [field.name]: on ? [...picked, slug] : picked.filter((other) => other !== slug),
    });
  const error = errors[field.name];
  return (
    <fieldset className="space-y-1.5" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{field.label}</legend>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {content[field.collection].map((other) => (
          <label key={other.slug} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={picked.includes(other.slug)}
              onChange={(e) => toggle(other.slug, e.target.checked)}
            />
            {other.title}
          </label>
        ))}
      </div>
      {field.hint && <p className="text-xs text-muted-foreground">{field.hint}</p>}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

export const timeAndReferenceRenderers: { [K in Kinds]: (props: FieldProps<K>) => ReactNode } = {
  'local-date-time': ({ field, item, update, errors }) => (
    <InputField
      label={field.label}
      hint={field.hint}
      type="datetime-local"
      value={text(item[field.name])}
      error={errors[field.name]}
      onChange={(e) => {
        // The browser's value is the wall-clock time as typed: `2026-03-10T14:00`.
        if (e.target.value) update({ [field.name]: e.target.value.slice(0, 16) });
        else if (field.optional) update({ [field.name]: null });
      }}
    />
  ),
  references: (props) => <ReferencesField {...props} />,
};
