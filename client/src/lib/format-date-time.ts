// Admin pages only: kept out of format-date.ts, which the home page's first load includes.
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 5, 2025, 2:30 PM" in the browser's time zone (admin pages, never prerendered). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
