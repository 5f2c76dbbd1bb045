import { ATTRIBUTION_FIELDS } from '@shared/schemas/leads';
import { type LeadFilter } from '@shared/schemas/lead-inbox-query';
import type { Language } from '@shared/site-content/languages';
import { ApiError } from '../../lib/api-error';
import { addDays, startOfLocalDay } from '../../lib/time-zone';
import type { LeadQuery } from '../../repositories/leads-repository';

/**
 * The `language` filter: one of the site's `languages` (the default's with the leads stored
 * before languages were recorded); a 400 naming any other tag.
 */
function languageOf(tag: string | undefined, languages: readonly Language[]) {
  if (tag === undefined) return undefined;
  const index = languages.findIndex((language) => language.tag === tag);
  if (index < 0) {
    const spoken = languages.map((language) => language.tag).join(', ');
    const message = `Language "${tag}" is not one of the site's languages (${spoken})`;
    throw new ApiError(400, 'validation_failed', message, {
      issues: [{ path: 'language', message }],
    });
  }
  return { tag, unrecorded: index === 0 };
}

/**
 * The repository's query for the inbox's filters: `from` and `to` are whole days in the firm's
 * time zone (both included), so they become the instants where those local days begin and end;
 * `languages`, the site's.
 */
export function toLeadQuery(
  filter: LeadFilter,
  timeZone: string,
  languages: readonly Language[],
): LeadQuery {
  const instant = (ms: number) => new Date(ms).toISOString();
  return {
    status: filter.status,
    stage: filter.stage,
    assigneeId: filter.assignee_id === 'none' ? null : filter.assignee_id,
    search: filter.q,
    createdFrom: filter.from ? instant(startOfLocalDay(filter.from, timeZone)) : undefined,
    createdBefore: filter.to
      ? instant(startOfLocalDay(addDays(filter.to, 1), timeZone))
      : undefined,
    attribution: Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, filter[f]])),
    language: languageOf(filter.language, languages),
  };
}
