import type { ReactNode } from 'react';
import type { SectionTexts } from '@shared/site-content/globals/pages';
import { InputField, TextareaField } from '~/components/ui/field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

// The groups and the opening fields of the Pages editor (pages/admin/pages-editor-page.tsx).

/** A page's or part's group of fields, under its heading. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-label={title}>
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function Part({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-border bg-card p-4 md:p-5">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** An eyebrow, a heading and an intro: the opening of a section or a page. */
export function OpeningFields({
  value,
  path,
  errors,
  onChange,
}: {
  value: SectionTexts;
  path: string;
  errors: Record<string, string>;
  onChange: (value: SectionTexts) => void;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <InputField
          label={t.eyebrow()}
          value={value.eyebrow}
          error={errors[`${path}.eyebrow`]}
          onChange={(e) => onChange({ ...value, eyebrow: e.target.value })}
        />
        <InputField
          label={t.heading()}
          value={value.heading}
          error={errors[`${path}.heading`]}
          onChange={(e) => onChange({ ...value, heading: e.target.value })}
        />
      </div>
      <TextareaField
        label={t.intro()}
        rows={2}
        value={value.intro}
        error={errors[`${path}.intro`]}
        onChange={(e) => onChange({ ...value, intro: e.target.value })}
      />
    </>
  );
}

/** The errors under `prefix` ("menu."), by the rest of their path. */
export function errorsUnder(errors: Record<string, string>, prefix: string) {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}
