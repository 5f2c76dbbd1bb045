import { DEFAULT_LOCALE, formatLongDate } from '@shared/vocabularies/locale-format/dates';
import { useSiteFrame } from './site-data/site-source';

/**
 * The public pages' long dates in the site's locale: "March 5, 2025" (en), "5 March 2025"
 * (en-GB); written in UTC, so the prerendered HTML (built in any time zone) and the browser's
 * hydration render produce the same text.
 */
export function useLongDate(): (iso: string) => string {
  const locale = useSiteFrame().locale ?? DEFAULT_LOCALE;
  return (iso) => formatLongDate(iso, locale);
}
