import { useId } from 'react';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

// Fields of ticked boxes: a yes-or-no (a download's Gated), and a set of items of a list by their
// slugs, one box each (the services an item belongs to, a downloads block's documents;
// ./item-fields.tsx draws them for their kinds).

/** One box to tick, its label beside it and its hint under. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
          className="h-4 w-4 accent-primary"
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * Items of a list ticked by their slugs, in the list's order; a slug no longer in the list (a
 * service renamed since) stays ticked and shown, so saving keeps it until it is unticked.
 */
export function SlugBoxesField({
  label,
  hint,
  options,
  empty,
  chosen,
  error,
  onChange,
}: {
  label: string;
  hint?: string | undefined;
  options: { slug: string; title: string }[];
  /** Said when the list has nothing to tick ("No services yet." from its label). */
  empty?: string;
  chosen: readonly string[];
  error?: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  const id = useId();
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const unknown = chosen.filter((slug) => !options.some((o) => o.slug === slug));
  const all = [...options, ...unknown.map((slug) => ({ slug, title: t.notPublished({ slug }) }))];
  const toggle = (slug: string, on: boolean) =>
    onChange(
      on
        ? all.filter((o) => o.slug === slug || chosen.includes(o.slug)).map((o) => o.slug)
        : chosen.filter((s) => s !== slug),
    );
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-2" aria-describedby={described || undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {all.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {empty ?? t.noneYet({ what: label.toLowerCase() })}
        </p>
      ) : (
        <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
          {all.map((option) => (
            <label key={option.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(option.slug)}
                onChange={(e) => toggle(option.slug, e.target.checked)}
                className="h-4 w-4 accent-primary"
              />
              {option.title}
            </label>
          ))}
        </div>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
