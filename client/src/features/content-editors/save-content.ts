import { toast } from '~/lib/toast-store';
import type { SiteData } from '~/lib/site-data';
import { saveWorkingCopy } from '~/lib/site-data/working-copy';

/**
 * Saves one part of the working copy wholesale and shows the spec's 'Success!' toast; a full browser
 * storage (large images) is reported instead of failing silently. Returns whether it saved.
 */
export function saveContent(patch: Partial<SiteData>, description: string): boolean {
  try {
    saveWorkingCopy(patch);
    toast({ title: 'Success!', description });
    return true;
  } catch {
    toast({
      title: 'Could not save',
      description: "The browser's storage is full. Use smaller images and try again.",
      variant: 'destructive',
    });
    return false;
  }
}
