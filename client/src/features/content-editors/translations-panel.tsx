import { useState } from 'react';
import { withTranslationEntries } from '@shared/site-content/apply-translations';
import { siteLanguages, textDirection } from '@shared/site-content/languages';
import { translationEntries } from '@shared/site-content/translated-content';
import { Button } from '~/components/ui/button';
import { SelectField, TextareaField } from '~/components/ui/field';
import { useWorkingCopy } from '~/lib/site-data/working-copy';
import { toast } from '~/lib/toast-store';
import { saveContent } from './save-content';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/**
 * An item's (or a global's) localized texts in the site's other languages (issue 54), beside the
 * default language's words as the reference, each missing translation marked. Drawn from the
 * content's `localized` words (translationEntries), the same for every collection and global;
 * nothing on a one-language site. `prefix`: the entries' keys ("services/12/", "identity/").
 */
export function TranslationsPanel({ prefix, name }: { prefix: string; name: string }) {
  const content = useWorkingCopy();
  const [first, ...others] = siteLanguages(content.identity);
  const [tag, setTag] = useState(others[0]?.tag ?? '');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  const { translations: t, save: saveTexts } = useAdminMessages('adminEditors', editorsEnglish);
  const language = others.find((l) => l.tag === tag) ?? others[0];
  if (!first || !language) return null;
  const entries = translationEntries(content, language.tag).filter((e) => e.key.startsWith(prefix));
  if (!entries.length) return null;
  const value = (key: string, target: string | null) => edits[key] ?? target ?? '';
  const missing = entries.filter((e) => !value(e.key, e.target).trim()).length;
  const dirty = Object.keys(edits).length > 0;

  function save() {
    const result = withTranslationEntries(
      content,
      language!.tag,
      Object.entries(edits).map(([key, target]) => ({
        key,
        target: target.trim() ? target : null,
      })),
    );
    if ('issues' in result) {
      const description = result.issues.map((issue) => issue.message).join('; ');
      toast({ title: saveTexts.invalid(), description, variant: 'destructive' });
      return;
    }
    if (saveContent({ translations: result.content.translations }, t.saved({ name }), saveTexts))
      setEdits({});
  }

  return (
    <details
      className="mt-4 rounded-md border border-border"
      data-testid="translations"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {missing
          ? t.summaryMissing({ count: missing, language: language.name })
          : t.summaryDone({ language: language.name })}
      </summary>
      {/* Drawn while open only: the page's own fields keep their labels to themselves. */}
      {open && (
        <div className="space-y-4 border-t border-border p-3">
          {others.length > 1 && (
            <SelectField
              label={t.language()}
              value={language.tag}
              onChange={(e) => {
                setTag(e.target.value);
                setEdits({});
              }}
            >
              {others.map((l) => (
                <option key={l.tag} value={l.tag}>
                  {l.name}
                </option>
              ))}
            </SelectField>
          )}
          {entries.map((entry) => {
            const field = entry.key.slice(prefix.length);
            const text = value(entry.key, entry.target);
            return (
              <div
                key={entry.key}
                className="grid gap-2 md:grid-cols-2"
                data-testid="translation-row"
              >
                <div className="text-sm">
                  <p className="font-medium">
                    {field}{' '}
                    <span className="font-normal text-muted-foreground">({first.name})</span>
                  </p>
                  <p
                    lang={first.tag}
                    className="mt-1 whitespace-pre-wrap break-words text-muted-foreground"
                  >
                    {entry.source}
                  </p>
                </div>
                <TextareaField
                  label={t.fieldIn({ field, language: language.name })}
                  hint={text.trim() ? undefined : t.missing({ language: first.name })}
                  lang={language.tag}
                  dir={textDirection(language.tag)}
                  className="min-h-16"
                  value={text}
                  onChange={(e) => setEdits({ ...edits, [entry.key]: e.target.value })}
                />
              </div>
            );
          })}
          <Button size="sm" disabled={!dirty} onClick={save}>
            {t.save()}
          </Button>
        </div>
      )}
    </details>
  );
}
