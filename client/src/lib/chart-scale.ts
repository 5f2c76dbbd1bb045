// The scales of the admin's hand-drawn charts (features/dashboard, features/analytics) and the
// numbers they print, written the way the reader's locale writes them.

const count = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** "1,234". */
export const formatCount = (n: number) => count.format(n);
/** "17%" of a share between 0 and 1. */
export const formatPercent = (share: number) => percent.format(share);

// Calendar days from the API (YYYY-MM-DD, already in the firm's time zone), shown as such:
// formatted in UTC so the browser's own zone cannot shift them by a day.
const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "Jan 5" of 2030-01-05. */
export const formatDay = (day: string) => shortDate.format(Date.parse(`${day}T00:00:00Z`));

/** A round upper bound for a y axis (1, 2, 5, 10, 20, 50 ...) at or above `max`, at least 1. */
export function niceMax(max: number): number {
  const top = Math.max(1, max);
  for (let step = 1; ; step *= 10) {
    for (const m of [1, 2, 5]) if (m * step >= top) return m * step;
  }
}

/**
 * The y axis's labelled lines: 0, the middle and the top, leaving out a middle that is not a
 * whole number (counts have no halves: the axis of 1 reads 0 and 1, that of 5 reads 0 and 5).
 */
export function axisTicks(max: number): number[] {
  return Number.isInteger(max / 2) ? [0, max / 2, max] : [0, max];
}
