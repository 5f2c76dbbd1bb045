import type { Published, SiteData } from '@shared/schemas/site-content';
import { getWorkingCopy, saveWorkingCopy, setLiveContent } from '~/lib/site-data/working-copy';
import { fetchLiveContent, publishContent, uploadImage } from './publishing-api';

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
  const resolve = async (src: string | null) => {
    if (!src?.startsWith('data:')) return src;
    let url = uploaded.get(src);
    if (!url) {
      url = (await uploadImage(dataUrlToBlob(src))).url;
      uploaded.set(src, url);
    }
    return url;
  };
  const team = [];
  for (const member of content.team)
    team.push({ ...member, imageSrc: await resolve(member.imageSrc) });
  const blogPosts = [];
  for (const post of content.blogPosts)
    blogPosts.push({ ...post, imageSrc: await resolve(post.imageSrc) });
  return { ...content, team, blogPosts };
}

/** Publishes the saved working copy; afterwards it is based on the new live version. */
export async function publishWorkingCopy(baseVersion: number): Promise<Published> {
  const content = await uploadNewImages(getWorkingCopy());
  saveWorkingCopy(content, baseVersion);
  const published = await publishContent(content, baseVersion);
  saveWorkingCopy(content, published.version);
  setLiveContent(await fetchLiveContent());
  return published;
}
