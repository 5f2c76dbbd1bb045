import { formatInZone } from '@shared/site-content/zoned-time';

/** An ISO time as the firm's clocks show it: `1 Dec 2026, 09:00`. */
export const formatDate = (iso: string, timeZone: string) =>
  formatInZone(Date.parse(iso), timeZone);
