import type { LeadKind } from '@shared/schemas/leads';
import { contactSubmissions, jobApplications, quoteRequests } from './schema';

/** The table of each kind of lead: a new kind of lead adds its table here. */
export const leadTables = {
  contact: contactSubmissions,
  quote: quoteRequests,
  application: jobApplications,
} as const satisfies Record<LeadKind, unknown>;
