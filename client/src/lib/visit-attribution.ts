import { LIMITS } from '@shared/vocabularies/limits';
import { VISIT_ATTRIBUTION_KEY } from '~/config/storage-keys';

// Where a visit came from, for the firm's inbox: the referring site's domain and the utm_*
// parameters of the URL the visitor landed on. Kept in this tab's sessionStorage only (no
// cookie, nothing sent anywhere else) and only until a form is sent with it; the page the form
// was sent from is read at that moment. The privacy policy describes this.

interface Landing {
  referrer_domain?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export type VisitAttribution = Landing & { source_page: string };

const UTM = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

function read(): Landing | null {
  try {
    const raw = sessionStorage.getItem(VISIT_ATTRIBUTION_KEY);
    return raw ? (JSON.parse(raw) as Landing) : null;
  } catch {
    return null; // storage blocked, or a value this code did not write
  }
}

/** The visitor asked not to be followed (Do Not Track, Global Privacy Control). */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Notes the landing page's referrer and utm_* once per tab; later pages change nothing. Someone
 * who asked not to be followed gets an empty record: the server does not count them either.
 */
export function noteLanding(): void {
  try {
    if (sessionStorage.getItem(VISIT_ATTRIBUTION_KEY) !== null) return;
    const landing: Landing = {};
    if (optedOut()) {
      sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify(landing));
      return;
    }
    const referrer = document.referrer ? new URL(document.referrer).hostname : '';
    // A click from one of our own pages is no referral.
    if (referrer && referrer !== location.hostname) {
      landing.referrer_domain = referrer.slice(0, LIMITS.referrerDomain);
    }
    const params = new URLSearchParams(location.search);
    for (const key of UTM) {
      const value = params.get(key)?.trim();
      if (value) landing[key] = value.slice(0, LIMITS.utm);
    }
    sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify(landing));
  } catch {
    // No storage (blocked by the browser): the lead is sent without attribution.
  }
}

/** The attribution a form sends: the landing data plus the current page's path. */
export function visitAttribution(): VisitAttribution {
  const landing = read() ?? {};
  const pick = (key: keyof Landing) =>
    typeof landing[key] === 'string' ? { [key]: landing[key] } : {};
  return {
    source_page: location.pathname.slice(0, LIMITS.sourcePage),
    ...pick('referrer_domain'),
    ...pick('utm_source'),
    ...pick('utm_medium'),
    ...pick('utm_campaign'),
  };
}

/**
 * After a form was sent: the attribution has served its purpose. An empty record stays, so a
 * later page of the same visit does not note itself as a new landing.
 */
export function forgetAttribution(): void {
  try {
    sessionStorage.setItem(VISIT_ATTRIBUTION_KEY, '{}');
  } catch {
    // nothing stored
  }
}
