import type { CreatedPreviewLink, PreviewLink } from '@shared/site-content/preview-link-schemas';
import { adminApi } from '~/features/auth';
import { dataOrThrow } from '~/lib/api-client';

// The preview-link calls of the admin area (Bearer attached by adminApi). One function per call.

export async function createPreviewLink(
  version: number,
  hours: number,
): Promise<CreatedPreviewLink> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/preview-links', { body: { version, hours } }),
  );
}

export async function listPreviewLinks(): Promise<PreviewLink[]> {
  return dataOrThrow(await adminApi.GET('/api/site-content/preview-links')).items;
}

export async function revokePreviewLink(id: string): Promise<PreviewLink> {
  return dataOrThrow(
    await adminApi.DELETE('/api/site-content/preview-links/{id}', { params: { path: { id } } }),
  );
}
