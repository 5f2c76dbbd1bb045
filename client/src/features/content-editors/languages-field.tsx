import { ArrowUp, Plus, X } from 'lucide-react';
import { LANGUAGES_MAX, textDirection, type Language } from '@shared/site-content/languages';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { InputField } from '~/components/ui/field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * The languages the site speaks (identity.languages): a BCP 47 tag and its own name each, the
 * first the default; the direction follows the tag.
 */
export function LanguagesField({
  value,
  onChange,
  errors,
  translatedTexts,
}: {
  value: Language[];
  onChange: (value: Language[]) => void;
  /** By path: "languages.0.tag". */
  errors: Record<string, string>;
  /** How many texts of the working copy are translated into the language. */
  translatedTexts: (tag: string) => number;
}) {
  const { identityFields: t } = useAdminMessages('adminEditors', editorsEnglish);
  // A language with translations is removed only once confirmed (index and count).
  const [removing, setRemoving] = useState<{ i: number; texts: number } | null>(null);
  const remove = (i: number) => onChange(value.filter((_, j) => j !== i));
  const set = (i: number, patch: Partial<Language>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <fieldset className="space-y-3" data-testid="languages">
      <legend className="text-sm font-medium">{t.languages()}</legend>
      <p className="text-xs text-muted-foreground">{t.languagesHint()}</p>
      {value.map((row, i) => (
        <div key={i} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
          <InputField
            label={t.tag({ n: i + 1 })}
            spellCheck={false}
            autoCapitalize="off"
            value={row.tag}
            error={errors[`languages.${i}.tag`]}
            onChange={(e) => set(i, { tag: e.target.value.trim() })}
          />
          <InputField
            label={t.name({ n: i + 1 })}
            hint={
              [i === 0 ? t.default() : null, textDirection(row.tag) === 'rtl' ? t.rtl() : null]
                .filter(Boolean)
                .join(', ') || undefined
            }
            value={row.name}
            error={errors[`languages.${i}.name`]}
            onChange={(e) => set(i, { name: e.target.value })}
          />
          <div className="mt-7 flex gap-1">
            {i > 0 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange([row, ...value.filter((_, j) => j !== i)])}
              >
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t.makeDefault({ n: i + 1 })}</span>
              </Button>
            )}
            {value.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  const texts = translatedTexts(row.tag);
                  if (texts > 0) setRemoving({ i, texts });
                  else remove(i);
                }}
              >
                <X className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">{t.removeLanguage({ n: i + 1 })}</span>
              </Button>
            )}
          </div>
        </div>
      ))}
      {value.length < LANGUAGES_MAX && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...value, { tag: '', name: '' }])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.addLanguage()}
        </Button>
      )}
      {errors.languages && <p className="text-sm text-destructive">{errors.languages}</p>}
      <ConfirmDialog
        open={removing !== null}
        title={t.removeTitle({ name: value[removing?.i ?? 0]?.name || t.theLanguage() })}
        description={t.removeText({ count: removing?.texts ?? 0 })}
        confirmLabel={t.removeConfirm()}
        destructive
        onConfirm={() => {
          if (removing) remove(removing.i);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </fieldset>
  );
}
