import { ATTRIBUTION_FIELDS } from '@shared/schemas/leads';
import { type LeadFilter } from '@shared/schemas/lead-inbox-query';
import { addDays, startOfLocalDay } from '../../lib/time-zone';
import type { LeadQuery } from '../../repositories/leads-repository';

/**
 * The repository's query for the inbox's filters: `from` and `to` are whole days in the firm's
 * time zone (both included), so they become the instants where those local days begin and end.
 */
export function toLeadQuery(filter: LeadFilter, timeZone: string): LeadQuery {
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
  };
}
