/**
 * The next whole minute at least 8 s ahead: the soonest time a schedule's form (minutes only)
 * can name safely.
 */
export function nextMinute(): number {
  const minute = 60_000;
  const next = Math.ceil(Date.now() / minute) * minute;
  return next - Date.now() < 8_000 ? next + minute : next;
}
