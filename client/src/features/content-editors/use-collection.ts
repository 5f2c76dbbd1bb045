import { useMemo } from 'react';
import { draftSiteDataSchema, type SiteData } from '@shared/schemas/site-content';
import type { ListSection } from '@shared/site-content/diff';
import { useLiveContent, useWorkingCopy } from '~/lib/site-data/working-copy';
import { listErrors } from './field-errors';
import { saveContent } from './save-content';
import { slugFollowsTitle } from './slug-follows-title';

/**
 * What a collection's editor needs from the working copy: the saved list, how to save it (the
 * spec's 'Success!' toast with `saved`), how to check it (the schema the server publishes with)
 * and, for page collections, the slug rule for new pages.
 */
export function useCollection<K extends ListSection>(key: K, savedMessage: string) {
  const content = useWorkingCopy();
  const live = useLiveContent();
  const liveIds = useMemo(
    () => new Set((live?.content[key] ?? []).map((item: { id: number }) => item.id)),
    [live, key],
  );
  return {
    content,
    saved: content[key],
    save: (items: SiteData[K]) => saveContent({ [key]: items } as Partial<SiteData>, savedMessage),
    validate: (items: SiteData[K]) =>
      listErrors<{ id: number }>(draftSiteDataSchema.shape[key], items),
    follow: slugFollowsTitle(liveIds),
  };
}
