import { formatInZone } from '@shared/site-content/zoned-time';

/**
 * An instant as the firm's staff read it in a mail: on the firm's clocks (SITE_TIME_ZONE), with
 * the zone named, "7 Dec 2026, 02:23 (Europe/Zurich)", never the server's UTC.
 */
export function mailTime(instant: string | number, timeZone: string): string {
  const at = typeof instant === 'number' ? instant : Date.parse(instant);
  return `${formatInZone(at, timeZone)} (${timeZone})`;
}
