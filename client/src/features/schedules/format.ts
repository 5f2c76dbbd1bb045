import { formatDateTime } from '~/lib/format-date-time';

/** An ISO time as the firm's clocks show it: `Dec 1, 2026, 9:00 AM` (en), `1 Dec 2026, 09:00` (en-GB). */
export const formatDate = (iso: string, timeZone: string) => formatDateTime(iso, timeZone);
