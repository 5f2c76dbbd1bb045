import { useMemo } from 'react';
import { collectionDef, type CollectionName } from '@shared/site-content/collections';
import { redirectIssues } from '@shared/site-content/redirects';
import { draftSiteDataSchema, type SiteData } from '@shared/site-content/schema';
import { followRenamedTitles } from '@shared/site-content/title-references';
import { collectionWords } from '~/lib/registry-words';
import { useLiveContent, useWorkingCopy } from '~/lib/site-data/working-copy';
import { listErrors } from './field-errors';
import { saveContent } from './save-content';
import editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { useAdminMessages } from '~/lib/admin-messages';
import { slugFollowsTitle } from './slug-follows-title';

type Item = { id: number } & Record<string, unknown>;

/**
 * What a collection's editor needs from the working copy: the saved list, how to save it (the
 * spec's 'Success!' toast; what names a renamed item by title follows it), how to check it (the schema the server publishes with, and the
 * redirect rules that need the whole content) and, for page collections, the slug rule for new
 * pages.
 */
export function useCollection(name: CollectionName) {
  const def = collectionDef(name);
  const content = useWorkingCopy();
  const live = useLiveContent();
  const liveIds = useMemo(
    () => new Set((live?.content[name] ?? []).map((item: { id: number }) => item.id)),
    [live, name],
  );
  const slugFrom = def.page?.prefix ? def.page.slugFrom : undefined;
  const { save: t } = useAdminMessages('adminEditors', editorsEnglish);
  return {
    content,
    saved: content[name] as Item[],
    // A renamed item takes along what names it by title (a service, its case studies).
    save: (items: Item[]) =>
      saveContent(
        { ...followRenamedTitles(content, name, items), [name]: items } as Partial<SiteData>,
        collectionWords(name).editor.saved,
        t,
      ),
    validate: (items: Item[]) =>
      listErrors<Item>(
        draftSiteDataSchema.shape[name],
        items,
        redirectIssues({ ...content, [name]: items })
          .filter(({ path }) => path[0] === name)
          .map(({ path, message }) => ({
            index: path[1] as number,
            field: String(path[2]),
            message,
          })),
      ),
    follow: def.editor.follow
      ? (item: Item, patch: Partial<Item>) => def.editor.follow!(item, patch, liveIds.has(item.id))
      : slugFrom
        ? slugFollowsTitle(liveIds, slugFrom)
        : undefined,
  };
}
