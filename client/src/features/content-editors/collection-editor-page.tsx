import type { LucideIcon } from 'lucide-react';
import { useMemo, type ComponentType } from 'react';
import type { SiteData } from '@shared/site-content/schema';
import { collectionDef, type CollectionName } from '@shared/site-content/collections';
import { isSampleItem } from '@shared/site-content/samples';
import { uniqueSlug, slugify } from '@shared/site-content/slug';
import { useDocumentTitle } from '~/lib/use-document-title';
import { collectionWords } from '~/lib/registry-words';
import { CollectionEditor } from './collection-editor';
import { ItemFields } from './item-fields';
import { PagePreview } from './page-preview';
import { TranslationsPanel } from './translations-panel';
import { useCollection } from './use-collection';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';

export type Item = { id: number } & Record<string, unknown>;

/** The working copy with this collection as edited: what the preview draws. */
function DraftPagePreview({
  content,
  name,
  items,
  path,
  title,
}: {
  content: SiteData;
  name: CollectionName;
  items: Item[];
  path: string;
  title: string;
}) {
  const draft = useMemo(() => ({ ...content, [name]: items }) as SiteData, [content, name, items]);
  return <PagePreview content={draft} path={path} name={title} />;
}

/**
 * A collection's editor page, drawn from its definition (shared/site-content/collections/): the
 * list with Add, reorder, delete, Save Changes, and each item's fields.
 */
export function CollectionEditorPage({
  name,
  icon,
  Extra,
}: {
  name: CollectionName;
  icon: LucideIcon;
  /** What an item's card shows above its fields, when its collection has more (a document's figures). */
  Extra?: ComponentType<{ item: Item }> | undefined;
}) {
  const def = collectionDef(name);
  const { editor } = def;
  const { list: t } = useAdminMessages('adminEditors', editorsEnglish);
  const words = collectionWords(name);
  useDocumentTitle(words.title);
  const { content, saved, save, validate, follow } = useCollection(name);
  const prefix = def.page?.prefix;
  // A new page's slug is made from its (empty) title, unique in the list, and then follows it.
  const create = (now: Date, items: Item[]): Item => {
    const item = def.create(now) as Item;
    if (!prefix) return item;
    const from = String(item[def.page?.slugFrom ?? 'title'] ?? '');
    return { ...item, slug: uniqueSlug(slugify(from), new Set(items.map((i) => String(i.slug)))) };
  };
  return (
    <CollectionEditor<Item>
      title={words.title}
      description={words.editor.description}
      saved={saved}
      create={create}
      addLabel={words.editor.addLabel}
      itemName={words.one}
      itemTitle={(item) => def.name(item)}
      listLabel={words.editor.listLabel}
      testId={editor.testId}
      columns={editor.columns}
      empty={{ icon, ...words.editor.empty }}
      save={save}
      validate={validate}
      follow={follow}
      sample={(item) => isSampleItem(name, item)}
      deleteRefusal={(item) => {
        const links = editor.linkedFrom?.(item, content) ?? [];
        return links.length
          ? t.linkedFrom({ name: def.name(item), links: links.join(t.and()) })
          : null;
      }}
    >
      {({ item, update, errors, items }) => (
        <>
          {Extra && <Extra item={item} />}
          <ItemFields
            fields={editor.fields as never}
            aside={editor.aside as never}
            item={item}
            update={update as never}
            errors={errors}
            content={content}
            address={(slug) => def.page?.path({ ...item, slug } as never) ?? slug}
            itemName={def.name(item)}
          />
          <TranslationsPanel prefix={`${name}/${item.id}/`} name={def.name(item)} />
          {/* A page made of blocks is previewed before it is saved. */}
          {def.blocks && def.page && (
            <DraftPagePreview
              content={content}
              name={name}
              items={items}
              path={def.page.path(item as never)}
              title={def.name(item)}
            />
          )}
        </>
      )}
    </CollectionEditor>
  );
}
