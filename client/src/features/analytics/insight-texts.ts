import insightsEnglish from '@shared/messages/compiled/en/adminInsights.js';
import type { Messages } from '@shared/messages/catalogues';
import { useAdminMessages } from '~/lib/admin-messages';

// The analytics' built-in texts (shared/messages/admin/<tag>/insights.json) in the admin's
// language. The server's row labels ("(not found)", "(direct)") stay as the API writes them.

export type InsightTexts = Messages['adminInsights'];

/** The analytics' texts, English standing in for any a language lacks. */
export const useInsightTexts = (): InsightTexts =>
  useAdminMessages('adminInsights', insightsEnglish);

/** English's texts, for tests. */
export const englishInsightTexts: InsightTexts = insightsEnglish;
