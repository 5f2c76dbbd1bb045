import { Plus, Trash2 } from 'lucide-react';
import type { CustomPage } from '@shared/site-content/collections/custom-pages';
import { MAX_MENU_ENTRIES, type FooterColumn } from '@shared/site-content/globals/menu-entries';
import { Button } from '~/components/ui/button';
import { InputField } from '~/components/ui/field';
import { LinksField } from './links-field';
import { errorsUnder } from './page-parts';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

const MAX_COLUMNS = 4;

/** The footer's columns of links: a title and links each, added and removed. */
export function FooterColumnsField({
  columns,
  pages,
  errors,
  onChange,
}: {
  columns: FooterColumn[];
  pages: readonly CustomPage[];
  /** By "<column>.<field>" and "<column>.links.<index>.<field>". */
  errors: Record<string, string>;
  onChange: (columns: FooterColumn[]) => void;
}) {
  const { links: t } = useAdminMessages('adminEditors', editorsEnglish);
  const set = (i: number, patch: Partial<FooterColumn>) =>
    onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div className="space-y-4">
      {columns.map((column, i) => (
        <div key={column.id} className="space-y-3 rounded-md border border-border p-3">
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <InputField
                label={t.columnTitle({ n: i + 1 })}
                value={column.title}
                error={errors[`${i}.title`]}
                onChange={(e) => set(i, { title: e.target.value })}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="mb-1 text-destructive"
              onClick={() => onChange(columns.filter((_, j) => j !== i))}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              <span className="sr-only">{t.removeColumn({ n: i + 1 })}</span>
            </Button>
          </div>
          <LinksField
            label={t.linksOf({ column: column.title || t.column({ n: i + 1 }) })}
            entries={column.links}
            pages={pages}
            errors={errorsUnder(errors, `${i}.links.`)}
            max={MAX_MENU_ENTRIES}
            onChange={(links) => set(i, { links })}
          />
        </div>
      ))}
      {columns.length < MAX_COLUMNS && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            onChange([
              ...columns,
              { id: Math.max(0, ...columns.map((c) => c.id)) + 1, title: '', links: [] },
            ])
          }
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t.addColumn()}
        </Button>
      )}
    </div>
  );
}
