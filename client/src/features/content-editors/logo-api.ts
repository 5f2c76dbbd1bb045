import type { UploadedMedia } from '@shared/schemas/media';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

/** Uploads the firm's logo (SVG or PNG, kept in its format); answers its /media/ URL. */
export async function uploadLogo(file: Blob): Promise<UploadedMedia> {
  // An image's answer: the other member of the 201's union is a file's (purpose=file).
  return dataOrThrow(
    await adminApi.POST('/api/media', {
      params: { query: { purpose: 'logo' } },
      body: file as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    }),
  ) as UploadedMedia;
}
