import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { InputField, TextareaField } from '~/components/ui/field';
import { ImageField } from './image-field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

// The fields of the content editors beyond a plain input: lists of lines or words, figures, a
// page's address and its optional search/share overrides (markdown: markdown-field.tsx).

/**
 * A list of short texts edited as text, `separator` between them (a new line, or a comma). The
 * text is kept as typed (a new empty line stays while typing); the list drops empty entries.
 */
export function TextListField({
  label,
  values,
  onChange,
  separator,
  hint,
  error,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  separator: '\n' | ',';
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const toList = (text: string) =>
    text
      .split(separator)
      .map((v) => v.trim())
      .filter(Boolean);
  const [text, setText] = useState(() => values.join(separator === ',' ? ', ' : '\n'));
  // Follows the saved list when it changes from outside (Discard changes).
  if (toList(text).join('\u0000') !== values.join('\u0000')) {
    setText(values.join(separator === ',' ? ', ' : '\n'));
  }
  const props = {
    label,
    hint,
    error,
    value: text,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      onChange(toList(e.target.value));
    },
  };
  return separator === '\n' ? (
    <TextareaField {...props} rows={Math.min(10, Math.max(3, values.length + 1))} />
  ) : (
    <InputField {...props} />
  );
}

/** A page's address: the slug, with the whole path shown beside it. */
export function SlugField({
  label,
  value,
  onChange,
  address,
  error,
}: {
  label: string;
  value: string;
  onChange: (slug: string) => void;
  /** The page's address with this slug (/services/x, /careers/x/apply). */
  address: string;
  error?: string | undefined;
}) {
  return (
    <InputField
      label={label}
      value={value}
      error={error}
      spellCheck={false}
      autoCapitalize="none"
      hint={
        <>
          The page is at <span className="break-all font-mono">{address}</span>. Lower-case words
          joined by hyphens. Renaming it after publishing keeps the old address working (a redirect
          is added).
        </>
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

interface Stat {
  value: string;
  label: string;
}

/** The figures of a case study (value and label, at most six). */
export function StatsField({
  label,
  stats,
  onChange,
  error,
  max = 6,
}: {
  label: string;
  max?: number;
  stats: Stat[];
  onChange: (stats: Stat[]) => void;
  error?: string | undefined;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const set = (i: number, patch: Partial<Stat>) =>
    onChange(stats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{label}</legend>
      {stats.map((stat, i) => (
        <div key={i} className="grid grid-cols-[7rem_1fr_auto] items-end gap-2">
          <InputField
            label={t.figure({ n: i + 1 })}
            value={stat.value}
            onChange={(e) => set(i, { value: e.target.value })}
          />
          <InputField
            label={t.figureLabel({ n: i + 1 })}
            value={stat.label}
            onChange={(e) => set(i, { label: e.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="mb-1"
            onClick={() => onChange(stats.filter((_, j) => j !== i))}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t.removeFigure({ n: i + 1 })}</span>
          </Button>
        </div>
      ))}
      {stats.length < max && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...stats, { value: '', label: '' }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.addFigure()}
        </Button>
      )}
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}

interface Seo {
  title?: string | undefined;
  description?: string | undefined;
  imageSrc?: string | null | undefined;
}

/**
 * Optional overrides of the page's <title>, meta description and share picture; empty fields
 * use the page's own (its title, its summary, its picture).
 */
export function SeoFields({
  seo,
  onChange,
  errors,
}: {
  seo: Seo | undefined;
  onChange: (seo: Seo | undefined) => void;
  errors: Record<string, string>;
}) {
  const { fields: t } = useAdminMessages('adminEditors', editorsEnglish);
  const set = (patch: Partial<Seo>) => {
    const next = { ...seo, ...patch };
    const empty = !next.title && !next.description && !next.imageSrc;
    onChange(empty ? undefined : next);
  };
  const open = Boolean(seo?.title || seo?.description || seo?.imageSrc);
  return (
    <details open={open || undefined} className="rounded-md border border-border">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{t.seo()}</summary>
      <div className="space-y-4 border-t border-border p-3">
        <InputField
          label={t.seoTitle()}
          hint={t.seoTitleHint()}
          value={seo?.title ?? ''}
          error={errors['seo.title']}
          onChange={(e) => set({ title: e.target.value || undefined })}
        />
        <InputField
          label={t.seoDescription()}
          hint={t.seoDescriptionHint()}
          value={seo?.description ?? ''}
          error={errors['seo.description']}
          onChange={(e) => set({ description: e.target.value || undefined })}
        />
        <div className="max-w-xs space-y-1">
          <p className="text-sm font-medium">{t.sharePicture()}</p>
          <ImageField
            src={seo?.imageSrc ?? null}
            alt={t.sharePicture()}
            shape="wide"
            uploadLabel={t.uploadSharePicture()}
            onChange={(imageSrc) => set({ imageSrc: imageSrc ?? undefined })}
          />
          {errors['seo.imageSrc'] && (
            <p className="text-sm text-destructive">{errors['seo.imageSrc']}</p>
          )}
        </div>
      </div>
    </details>
  );
}
