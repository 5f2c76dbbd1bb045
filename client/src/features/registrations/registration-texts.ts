import insightsEnglish from '@shared/messages/compiled/en/adminInsights.js';
import leadsEnglish from '@shared/messages/compiled/en/adminLeads.js';
import type { Messages } from '@shared/messages/catalogues';
import { useAdminMessages } from '~/lib/admin-messages';

// The registrations' built-in texts (shared/messages/admin/<tag>/insights.json) and the names of
// the attendance statuses, which the inbox shows too (leads.json), in the admin's language.

export interface RegistrationTexts {
  texts: Messages['adminInsights']['registrations'];
  attendance: Messages['adminLeads']['attendance'];
}

export function useRegistrationTexts(): RegistrationTexts {
  return {
    texts: useAdminMessages('adminInsights', insightsEnglish).registrations,
    attendance: useAdminMessages('adminLeads', leadsEnglish).attendance,
  };
}
