// Long US dates ("March 5, 2025"), computed in UTC so the prerendered HTML (built in any time
// zone) and the browser's hydration render produce the same text.
const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "March 5, 2025" for an ISO date string; the input unchanged when it is not a date. */
export function formatLongUsDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : longUsDate.format(time);
}
