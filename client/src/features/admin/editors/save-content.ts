import { toast } from '~/lib/toast-store';
import { saveSiteData, type SiteData } from '~/lib/site-data';

/**
 * Saves one part of the site data wholesale and shows the spec's 'Success!' toast; a full browser
 * storage (large images) is reported instead of failing silently. Returns whether it saved.
 */
export function saveContent(patch: Partial<SiteData>, description: string): boolean {
  try {
    saveSiteData(patch);
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
