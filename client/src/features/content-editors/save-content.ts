import type editorsEnglish from '@shared/messages/compiled/en/adminEditors.js';
import { toast } from '~/lib/toast-store';
import type { SiteData } from '~/lib/site-data';
import { saveWorkingCopy } from '~/lib/site-data/working-copy';

/** The texts of a save, in the admin's language (its editor's `useAdminMessages`). */
export type SaveTexts = typeof editorsEnglish.save;

/**
 * Saves one part of the working copy wholesale and shows the spec's 'Success!' toast; a full browser
 * storage (large images) is reported instead of failing silently. Returns whether it saved.
 */
export function saveContent(patch: Partial<SiteData>, description: string, t: SaveTexts): boolean {
  try {
    saveWorkingCopy(patch);
    toast({ title: t.saved(), description });
    return true;
  } catch {
    toast({ title: t.failed(), description: t.storageFull(), variant: 'destructive' });
    return false;
  }
}
