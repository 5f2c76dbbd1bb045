/**
 * `now()` as an ISO 8601 string, formatted once per millisecond: a busy lead intake stamps several
 * leads in the same millisecond, and `Date#toISOString` costs about a microsecond and a half,
 * a few per cent of a lead's time on the main thread (docs/performance.md, issue 47).
 */
export function createIsoStamps(now: () => number = Date.now): () => string {
  let lastMs = Number.NaN;
  let last = '';
  return () => {
    const ms = now();
    if (ms !== lastMs) {
      last = new Date(ms).toISOString();
      lastMs = ms;
    }
    return last;
  };
}
