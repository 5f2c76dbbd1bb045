import type { Attribution, SpamReason } from '@shared/schemas/leads';
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
}

// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001f\u007f]+/g;

function cleanText(value: string | null | undefined): string | null {
  const text = (value ?? '').replace(controlChars, ' ').trim();
  return text === '' ? null : text;
}

/** A path on this site, without query string or fragment (those may carry personal data). */
function cleanPath(value: string | null | undefined): string | null {
  const path = cleanText(value)?.split(/[?#]/)[0];
  return path?.startsWith('/') ? path : null;
}

/** A host name, lower case, without port; anything else (a full URL's path, junk) is dropped. */
function cleanDomain(value: string | null | undefined): string | null {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return null;
  let host = text;
  try {
    if (text.includes('://')) host = new URL(text).hostname;
  } catch {
    return null;
  }
  host = host.replace(/:\d+$/, '');
  return /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host) ? host : null;
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

/** Status, spam reason and attribution of a new lead. */
export function newLeadMeta(
  context: SubmissionContext,
  spamReason: SpamReason | null,
): NewLeadMeta {
  return {
    status: spamReason ? 'spam' : 'new',
    spam_reason: spamReason,
    ...attributionOf(context),
  };
}
