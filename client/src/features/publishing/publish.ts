import type { Published } from '@shared/site-content/api-schemas';
import type { ReviewRequested } from '@shared/site-content/review-schemas';
import type { MergeResolutions } from '@shared/site-content/merge';
import type { SiteData } from '@shared/site-content/schema';
import { contentImages, mapImages } from '@shared/site-content/images';
import { getWorkingCopy, saveWorkingCopy, setLiveContent } from '~/lib/site-data/working-copy';
import { draftDone, flushDraft } from './draft-sync';
import { fetchLiveContent, isReviewRequested, publishContent, uploadImage } from './publishing-api';

// Publishing the working copy: images chosen in the editors are still data: URLs (a local
// preview); each is uploaded first and replaced by its /media/ URL, in the working copy too (so
// it is not uploaded again). Then the content is published on top of `baseVersion`.

/** Decoded here: the page's CSP (connect-src 'self') does not let fetch() read a data: URL. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma); // after "data:"
  const payload = dataUrl.slice(comma + 1);
  const type = header.split(';')[0] || 'application/octet-stream';
  if (!header.endsWith(';base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The content with every data: image uploaded and replaced by its URL. */
export async function uploadNewImages(content: SiteData): Promise<SiteData> {
  const uploaded = new Map<string, string>();
  // One at a time: uploads are CPU work on the server (re-encoding), and few per publish.
  for (const src of contentImages(content)) {
    if (!src.startsWith('data:') || uploaded.has(src)) continue;
    uploaded.set(src, (await uploadImage(dataUrlToBlob(src))).url);
  }
  return uploaded.size === 0
    ? content
    : mapImages(content, (src) => (src && uploaded.get(src)) ?? src);
}

/**
 * Publishes the saved working copy; afterwards the working copy is the new live content (with
 * the redirects the server recorded for renamed or removed pages, and what others published
 * since `baseVersion`), based on the new version, and the account's draft on the server is
 * discarded (unless another browser saved a newer one meanwhile). A publish that asked for a
 * review (review on) leaves the working copy and the draft as they are: nothing went live.
 */
export async function publishWorkingCopy(
  baseVersion: number,
  resolutions: MergeResolutions,
  message?: string,
): Promise<Published | ReviewRequested> {
  const content = await uploadNewImages(getWorkingCopy());
  saveWorkingCopy(content, baseVersion);
  // The draft on the server holds what is published (its images uploaded) before it goes.
  await flushDraft();
  const published = await publishContent(content, baseVersion, resolutions, message);
  if (isReviewRequested(published)) return published;
  const live = await fetchLiveContent();
  setLiveContent(live);
  saveWorkingCopy(live.content, published.version, { fromServer: true });
  await draftDone();
  return published;
}
