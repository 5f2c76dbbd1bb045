import type { LeadAttribution } from '@shared/schemas/analytics';
import type { Attribution, SpamReason } from '@shared/schemas/leads';
import { cleanDomain, cleanPath, cleanText } from '../../lib/untrusted-text';
import type { NewLeadMeta } from '../../repositories/leads-repository';

/** The optional fields both forms send besides their own (shared/schemas/leads.ts). */
export interface SubmissionContext {
  website?: string | null | undefined;
  time_to_submit_ms?: number | null | undefined;
  source_page?: string | null | undefined;
  referrer_domain?: string | null | undefined;
  utm_source?: string | null | undefined;
  utm_medium?: string | null | undefined;
  utm_campaign?: string | null | undefined;
  altcha?: string | null | undefined;
  language?: string | null | undefined;
}

/**
 * Where the visit came from, as stored with the lead. The values come from the visitor's browser
 * and are only ever shown as text; they are still normalised so the inbox's filters group them.
 */
export function attributionOf(context: SubmissionContext): Attribution {
  return {
    source_page: cleanPath(context.source_page),
    referrer_domain: cleanDomain(context.referrer_domain),
    utm_source: cleanText(context.utm_source),
    utm_medium: cleanText(context.utm_medium),
    utm_campaign: cleanText(context.utm_campaign),
  };
}

/**
 * Status, spam reason and attribution of a new lead: the browser's (the form's fields) and the
 * visit the server counted (`visit`, decision 036); `language`, the site's language it was sent in.
 */
export function newLeadMeta(
  context: SubmissionContext,
  spamReason: SpamReason | null,
  visit: LeadAttribution | null,
  language: string,
): NewLeadMeta {
  const { source_page, referrer_domain, utm_source, utm_medium, utm_campaign } =
    attributionOf(context);
  // Written out, not spread: a spread among other properties is slow on Node 20 (lead-intake.ts).
  return {
    status: spamReason ? 'spam' : 'new',
    spam_reason: spamReason,
    source_page,
    referrer_domain,
    utm_source,
    utm_medium,
    utm_campaign,
    language,
    attribution: visit && JSON.stringify(visit),
  };
}
