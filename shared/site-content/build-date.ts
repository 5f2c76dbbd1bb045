// The day the site was built (YYYY-MM-DD, UTC), which the build writes into both bundles
// (vite.config.ts, scripts/build-server.mjs). Built-in samples that must stay in the future,
// such as the upcoming sample event, are dated from it, so the client and the server of one
// build agree on them (and on what is still the sample). Unbuilt code (tests, `npm run dev`)
// takes the day it starts.

declare const __BUILD_DATE__: string | undefined;

export const BUILD_DATE: string =
  typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : new Date().toISOString().slice(0, 10);

/** The day `n` days after `day` (negative: before), on the calendar alone. */
export function daysAfter(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
