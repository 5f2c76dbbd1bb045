import { ArrowDown, ArrowUp, Trash2, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { EditorToolbar } from './editor-toolbar';
import { EmptyList } from './empty-list';
import { SampleTag } from './sample-badge';
import { hasErrors, type ListErrors } from './field-errors';
import { useListEditor } from './use-list-editor';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

export interface ItemEditorProps<T> {
  item: T;
  update: (patch: Partial<T>) => void;
  /** This item's problems by field name, shown beside the field after a save was refused. */
  errors: Record<string, string>;
  /** The whole list as edited, not saved yet (a page's preview draws it). */
  items: T[];
}

interface CollectionEditorProps<T extends { id: number }> {
  title: string;
  description: ReactNode;
  /** The saved list (the working copy's). */
  saved: T[];
  create: (now: Date, items: T[]) => T;
  addLabel: string;
  /** What one item is called: "post" ("Delete post", "Move post up"). */
  itemName: string;
  /** The item's heading in its card. */
  itemTitle: (item: T) => string;
  listLabel: string;
  testId: string;
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  /** Saves the list (the working copy); false when it could not. */
  save: (items: T[]) => boolean;
  /** The problems that keep the list from being saved. */
  validate?: (items: T[]) => ListErrors;
  /** Items two to a row on wide screens (short items such as team members). */
  columns?: 1 | 2;
  /** Whether an item is still the built-in sample (its card says so). */
  sample?: (item: T) => boolean;
  /** Why an item may not be deleted now (a page the menu links to), or null. */
  deleteRefusal?: (item: T) => string | null;
  /** Changes an edit makes beside itself (e.g. a new post's slug follows its title). */
  follow?: (item: T, patch: Partial<T>, items: T[]) => Partial<T>;
  children: (props: ItemEditorProps<T>) => ReactNode;
}

/**
 * The one list editor of the admin area (posts, team, services, case studies, openings,
 * partners, chat answers, redirects): the spec's draft and Save Changes, Discard changes, the
 * unsaved-changes guard, add, delete and reorder, each item in a card with its own fields.
 */
export function CollectionEditor<T extends { id: number }>(props: CollectionEditorProps<T>) {
  const { saved, create, itemName, itemTitle, validate, follow, children } = props;
  const editor = useListEditor(saved, create);
  const { items } = editor;
  const [errors, setErrors] = useState<ListErrors>({});
  const { save: saveTexts, list: t } = useAdminMessages('adminEditors', editorsEnglish);

  function update(item: T, patch: Partial<T>) {
    editor.update(item.id, { ...patch, ...follow?.(item, patch, items) });
    // A field edited again is judged again at the next save.
    if (errors[item.id]) {
      const left = { ...errors[item.id] };
      for (const key of Object.keys(patch)) delete left[key];
      setErrors({ ...errors, [item.id]: left });
    }
  }

  function save() {
    const found = validate?.(items) ?? {};
    setErrors(found);
    if (hasErrors(found)) {
      toast({
        title: saveTexts.invalid(),
        description: saveTexts.invalidText(),
        variant: 'destructive',
      });
      return;
    }
    props.save(items);
  }

  return (
    <>
      <EditorToolbar
        title={props.title}
        description={props.description}
        dirty={editor.dirty}
        addLabel={props.addLabel}
        onAdd={editor.add}
        onDiscard={() => {
          setErrors({});
          editor.discard();
        }}
        onSave={save}
      />
      {items.length === 0 ? (
        <EmptyList icon={props.empty.icon} title={props.empty.title}>
          {props.empty.text}
        </EmptyList>
      ) : (
        <ol
          aria-label={props.listLabel}
          className={cn('gap-4', props.columns === 2 ? 'grid lg:grid-cols-2' : 'space-y-4')}
        >
          {items.map((item, index) => (
            <ItemCard
              key={item.id}
              testId={props.testId}
              title={itemTitle(item) || t.untitled({ item: itemName })}
              itemName={itemName}
              sample={props.sample?.(item) ?? false}
              focusOnMount={editor.added === item.id}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(by) => editor.move(item.id, by)}
              onDelete={() => {
                const refusal = props.deleteRefusal?.(item);
                if (!refusal) return editor.remove(item.id);
                toast({ title: t.notDeleted(), description: refusal, variant: 'destructive' });
              }}
            >
              {children({
                item,
                update: (patch) => update(item, patch),
                errors: errors[item.id] ?? {},
                items,
              })}
            </ItemCard>
          ))}
        </ol>
      )}
    </>
  );
}

function ItemCard({
  testId,
  title,
  itemName,
  sample,
  focusOnMount,
  first,
  last,
  onMove,
  onDelete,
  children,
}: {
  testId: string;
  title: string;
  itemName: string;
  sample: boolean;
  focusOnMount: boolean;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.querySelector<HTMLElement>('input:not([type=file]),textarea,select')?.focus();
  }, [focusOnMount]);
  const { list: t } = useAdminMessages('adminEditors', editorsEnglish);
  const named = <span className="sr-only">: {title}</span>;
  return (
    <li ref={ref} className="rounded-lg border border-border bg-card" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
        <h2 className="flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold">
          <span className="truncate">{title}</span>
          {sample && <SampleTag />}
        </h2>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="sm" disabled={first} onClick={() => onMove(-1)}>
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t.moveUp({ item: itemName })}</span>
            {named}
          </Button>
          <Button variant="ghost" size="sm" disabled={last} onClick={() => onMove(1)}>
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t.moveDown({ item: itemName })}</span>
            {named}
          </Button>
          <Button variant="ghost" size="sm" className="text-destructive" onClick={onDelete}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t.delete({ item: itemName })}
            {named}
          </Button>
        </div>
      </div>
      <div className="p-4 md:p-5">{children}</div>
    </li>
  );
}
