import { LEAD_KIND_SPECS, type LeadKind } from '@shared/lead-kinds';
import type { Lead } from '@shared/schemas/lead-kind-schemas';
import type { AttributionField, LeadStatus, NotificationChannel } from '@shared/schemas/leads';
import type {
  LeadAssignee,
  LeadFollowUpSummary,
  LeadNote,
  LeadStage,
  TimelineEntry,
} from '@shared/schemas/lead-work';
import { ApiError, ensureOk, dataOrThrow, type ApiErrorBody } from '~/lib/api-client';
import { adminApi } from '~/features/auth';

export { describeError } from '~/lib/api-client';
import { saveBlob } from '~/lib/save-blob';

// The inbox's calls to the admin API (Bearer attached by adminApi). One function per call.

export type { Lead, LeadKind };

/**
 * A call of a kind's collection (shared/lead-kinds: `path`). The calls below name the quote
 * requests' paths for their types and take the kind's own at run time: every kind has the same
 * routes (lead-admin-routes.ts).
 */
type Q = '/api/quote-requests';
const path = <Suffix extends string>(kind: LeadKind, suffix: Suffix) =>
  `${LEAD_KIND_SPECS[kind].path}${suffix}` as `${Q}${Suffix}`;
export interface LeadPage<T extends Lead = Lead> {
  items: T[];
  total: number;
  /** A search's: leads so new they are still being indexed, not searched yet. */
  unindexed?: number;
}
/** The inbox's filters (all optional; they combine), as the list and the CSV export take them. */
export type LeadFilter = {
  status?: LeadStatus | undefined;
  stage?: LeadStage | undefined;
  /** An admin's id, or `none` for the leads nobody owns. */
  assignee_id?: string | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
} & Partial<Record<AttributionField, string | undefined>>;

export interface LeadQuery extends LeadFilter {
  limit: number;
  offset: number;
}

export const PAGE_SIZE = 20;

export async function listLeads(kind: LeadKind, query: LeadQuery): Promise<LeadPage> {
  return dataOrThrow(await adminApi.GET(path(kind, ''), { params: { query } })) as LeadPage;
}

export async function getLead(kind: LeadKind, id: string): Promise<Lead> {
  const options = { params: { path: { id } } };
  return dataOrThrow(await adminApi.GET(path(kind, '/{id}'), options));
}

/** The work on a lead: any of status, stage, owner (null: nobody) and follow-up (null clears). */
export interface LeadUpdate {
  status?: LeadStatus;
  stage?: string;
  assignee_id?: string | null;
  follow_up_at?: string | null;
}

export async function updateLead(kind: LeadKind, id: string, body: LeadUpdate): Promise<Lead> {
  // The stage is checked against the kind's stages by the server (a 400 names it).
  const options = { params: { path: { id } }, body: body as LeadUpdate & { stage?: never } };
  return dataOrThrow(await adminApi.PATCH(path(kind, '/{id}'), options));
}

export async function addLeadNote(kind: LeadKind, id: string, body: string): Promise<LeadNote> {
  const options = { params: { path: { id } }, body: { body } };
  return dataOrThrow(await adminApi.POST(path(kind, '/{id}/notes'), options));
}

export async function getLeadTimeline(kind: LeadKind, id: string): Promise<TimelineEntry[]> {
  const options = { params: { path: { id } } };
  return dataOrThrow(await adminApi.GET(path(kind, '/{id}/timeline'), options)).items;
}

/** Your follow-ups that are due and the leads nobody owns after a working day (dashboard). */
export async function getFollowUpSummary(): Promise<LeadFollowUpSummary> {
  return dataOrThrow(await adminApi.GET('/api/admin/lead-follow-ups'));
}

/** The admins who may own a lead of the kind (the active accounts that see it). */
export async function listAssignees(kind: LeadKind): Promise<LeadAssignee[]> {
  return dataOrThrow(await adminApi.GET('/api/lead-assignees', { params: { query: { kind } } }))
    .items;
}

/** Queues the lead's e-mail or webhook again (202: the lead, that delivery pending). */
export async function resendNotification(
  kind: LeadKind,
  id: string,
  channel: NotificationChannel,
): Promise<Lead> {
  const options = { params: { path: { id }, query: { channel } } };
  return dataOrThrow(await adminApi.POST(path(kind, '/{id}/notification'), options));
}

export async function deleteLead(kind: LeadKind, id: string): Promise<void> {
  const options = { params: { path: { id } } };
  ensureOk(await adminApi.DELETE(path(kind, '/{id}'), options));
}

/**
 * Downloads a file that came with a lead (Bearer needed, so not a plain link) and saves it under
 * the server's name for it (which ends with the extension of what its bytes are).
 */
export async function downloadAttachment(id: string, filename: string): Promise<void> {
  const result = await adminApi.GET('/api/attachments/{id}', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!result.response.ok || !result.data) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined);
  }
  saveBlob(result.data as Blob, filenameOf(result.response, filename));
}

/** The number of leads of these kinds still marked new (a list call with limit 1 each). */
export async function countNewLeads(kinds: readonly LeadKind[]): Promise<number> {
  const query = { limit: 1, offset: 0, status: 'new' as const };
  const pages = await Promise.all(kinds.map((kind) => listLeads(kind, query)));
  return pages.reduce((sum, page) => sum + page.total, 0);
}

/** The name the server gave a download: its UTF-8 `filename*` (RFC 8187), else `filename`. */
export function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: the ASCII name below
    }
  }
  return /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallback;
}

/** Fetches the CSV export (Bearer needed, so not a plain link) and saves it as a file. */
export async function downloadLeadsCsv(kind: LeadKind, filter: LeadFilter): Promise<string> {
  const options = { params: { query: filter }, parseAs: 'blob' as const };
  const result = await adminApi.GET(path(kind, '.csv'), options);
  if (!result.response.ok || !result.data) {
    throw new ApiError(result.response.status, result.error as ApiErrorBody | undefined);
  }
  const fallback = `${LEAD_KIND_SPECS[kind].path.split('/').pop()}.csv`;
  const filename = filenameOf(result.response, fallback);
  saveBlob(result.data as Blob, filename);
  return filename;
}
