import leadsEnglish from '@shared/messages/compiled/en/adminLeads.js';
import type { Messages } from '@shared/messages/catalogues';
import { useAdminMessages } from '~/lib/admin-messages';

// The inbox's built-in texts (shared/messages/admin/<tag>/leads.json) in the admin's language. A
// kind's words (its noun, plural, fields, stages) stay the lead-kinds registry's.

export type LeadTexts = Messages['adminLeads'];

/** The inbox's texts, English standing in for any a language lacks. */
export const useLeadTexts = (): LeadTexts => useAdminMessages('adminLeads', leadsEnglish);

/** English's texts, for code that runs outside a render (tests, the English defaults). */
export const englishLeadTexts: LeadTexts = leadsEnglish;
