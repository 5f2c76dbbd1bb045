import type { UploadedMedia } from '@shared/schemas/media';
import type {
  LiveSiteContent,
  Published,
  SiteContentVersion,
  SiteContentVersionList,
} from '@shared/site-content/api-schemas';
import type { MergeResolutions } from '@shared/site-content/merge';
import type { ReviewRequested } from '@shared/site-content/review-schemas';
import type { SiteData } from '@shared/site-content/schema';
import { adminApi } from '~/features/auth';
import { api, ApiError, dataOrThrow, type ApiErrorBody } from '~/lib/api-client';

// The publishing calls of the admin area (Bearer attached by adminApi). One function per call.

/** The live content (public endpoint); never a cached copy: the admin compares against it. */
export async function fetchLiveContent(): Promise<LiveSiteContent> {
  return dataOrThrow(await api.GET('/api/site-content', { cache: 'no-store' }));
}

/** The built-in content (the sample), as the server has it: what the editors mark Sample. */
export async function fetchBuiltInContent(): Promise<SiteData> {
  return (await dataOrThrow(await adminApi.GET('/api/site-content/built-in'))).content as SiteData;
}

/**
 * Publishes `content` edited from `baseVersion` (merged by the server when someone published
 * since); 409 edit_conflict lists the fields both changed, settled by `resolutions`. With review
 * on, an editor's publish asks for a review instead (with `message`): nothing goes live.
 */
export async function publishContent(
  content: SiteData,
  baseVersion: number,
  resolutions: MergeResolutions,
  message?: string,
): Promise<Published | ReviewRequested> {
  return dataOrThrow(
    await adminApi.PUT('/api/site-content', {
      body: {
        content: content as never,
        base_version: baseVersion,
        resolutions,
        ...(message ? { message } : {}),
      },
    }),
  );
}

/** A publish that asked for a review rather than going live. */
export const isReviewRequested = (result: object): result is ReviewRequested => 'review' in result;

export async function listVersions(limit: number, offset: number): Promise<SiteContentVersionList> {
  return dataOrThrow(
    await adminApi.GET('/api/site-content/versions', { params: { query: { limit, offset } } }),
  );
}

export async function getVersion(version: number): Promise<SiteContentVersion> {
  return dataOrThrow(
    await adminApi.GET('/api/site-content/versions/{version}', {
      params: { path: { version } },
    }),
  );
}

export async function restoreVersion(version: number): Promise<Published | ReviewRequested> {
  return dataOrThrow(
    await adminApi.POST('/api/site-content/versions/{version}/restore', {
      params: { path: { version } },
    }),
  );
}

/** Uploads one image file; the server re-encodes it and answers its URL. */
export async function uploadImage(image: Blob): Promise<UploadedMedia> {
  // An image's answer: the other member of the 201's union is a file's (purpose=file).
  return dataOrThrow(
    await adminApi.POST('/api/media', {
      body: image as never,
      bodySerializer: (body: unknown) => body as Blob,
      headers: { 'content-type': image.type || 'application/octet-stream' },
    }),
  ) as UploadedMedia;
}

/** The live version named by a 409 (someone published meanwhile), else null. */
export function conflictVersion(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as (ApiErrorBody & { live_version?: number }) | undefined;
  return body?.live_version ?? null;
}
