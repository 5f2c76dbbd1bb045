import { formatDateTime as format } from '@shared/vocabularies/locale-format';
import { adminLocale } from './admin-locale';

// Admin pages only: kept out of the public pages' first load.

/**
 * "Mar 5, 2025, 2:30 PM" (en) or "5 Mar 2025, 14:30" (en-GB) in the browser's time zone, or in
 * `timeZone` (a schedule's, the firm's); admin pages, never prerendered.
 */
export const formatDateTime = (iso: string, timeZone?: string): string =>
  format(iso, adminLocale(), timeZone);
