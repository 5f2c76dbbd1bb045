import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { pathOfPage, type CustomPage } from '@shared/site-content/collections/custom-pages';
import type { MenuEntry } from '@shared/site-content/globals/menu-entries';
import { Button } from '~/components/ui/button';
import { InputField, SelectField } from '~/components/ui/field';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

/** The choice of "Links to": a page of the firm's own (its id), or an address typed in. */
const ADDRESS = 'address';

const freshId = (entries: readonly MenuEntry[]) => Math.max(0, ...entries.map((e) => e.id)) + 1;

/**
 * Links of the menu or of a footer column: each a label and where it leads (a page of the
 * firm's own, followed when renamed; or an address: /careers, /#team, another site's), in order.
 * `errors` by "<index>.<field>".
 */
export function LinksField({
  label,
  entries,
  pages,
  errors,
  max,
  onChange,
}: {
  label: string;
  entries: MenuEntry[];
  pages: readonly CustomPage[];
  errors: Record<string, string>;
  max: number;
  onChange: (entries: MenuEntry[]) => void;
}) {
  const { links: t } = useAdminMessages('adminEditors', editorsEnglish);
  const set = (i: number, patch: Partial<MenuEntry>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...entries];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium">{label}</legend>
      <ol className="space-y-2">
        {entries.map((entry, i) => {
          const name = entry.label || t.link({ n: i + 1 });
          return (
            <li
              key={entry.id}
              data-testid="link-editor"
              className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-start"
            >
              <InputField
                label={t.label()}
                value={entry.label}
                error={errors[`${i}.label`]}
                onChange={(e) => set(i, { label: e.target.value })}
              />
              <SelectField
                label={t.linksTo()}
                value={entry.page === null ? ADDRESS : String(entry.page)}
                error={errors[`${i}.page`]}
                onChange={({ target: { value } }) =>
                  set(i, value === ADDRESS ? { page: null } : { page: Number(value), href: '' })
                }
              >
                <option value={ADDRESS}>{t.anAddress()}</option>
                {pages.map((page) => (
                  <option key={page.id} value={String(page.id)}>
                    {page.title} ({pathOfPage(page)})
                  </option>
                ))}
              </SelectField>
              {entry.page === null ? (
                <InputField
                  label={t.address()}
                  placeholder="/careers or /#team"
                  spellCheck={false}
                  value={entry.href}
                  error={errors[`${i}.href`]}
                  onChange={(e) => set(i, { href: e.target.value })}
                />
              ) : (
                <p className="self-end pb-2 text-sm text-muted-foreground">{t.follows()}</p>
              )}
              <div className="flex items-center gap-1 self-end pb-0.5">
                <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t.moveUp({ name })}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={i === entries.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t.moveDown({ name })}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive"
                  onClick={() => onChange(entries.filter((_, j) => j !== i))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{t.remove({ name })}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {entries.length < max && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onChange([...entries, { id: freshId(entries), label: '', page: null, href: '' }])
          }
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.add()}
          <span className="sr-only">{t.addTo({ list: label.toLowerCase() })}</span>
        </Button>
      )}
    </fieldset>
  );
}
