/**
 * The load of the lead-write benchmarks ((a) of `npm run bench` and `--against`): autocannon runs
 * of durable `POST /api/contact-submissions` at 50 connections, counted by status.
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;

export type Result = autocannon.Result & {
  /** Seconds, measured here (see cannon). */
  elapsed?: number;
};

/**
 * Runs autocannon; `elapsed` is measured here. autocannon notices that an `amount` run is over
 * only on its sampling tick (`sampleInt`, 1 s by default), so its end, and the rate computed from
 * it, was rounded up to a whole second: a 0.5 s run of 9,800 requests read as 9,800 req/s whatever
 * the server did. A 10 ms tick bounds that error to 10 ms on either kind of run. `stopAfterMs`
 * ends a run that takes longer (an `amount` a slow server would need minutes for) with what it
 * got by then.
 */
export function cannon(
  options: autocannon.Options,
  { stopAfterMs }: { stopAfterMs?: number } = {},
): Promise<Result> {
  const started = performance.now();
  return new Promise((done, fail) => {
    let timer: NodeJS.Timeout | undefined;
    const instance = autocannon({ sampleInt: 10, ...options }, (err, result) => {
      clearTimeout(timer);
      if (err) fail(err);
      else done({ ...(result as Result), elapsed: (performance.now() - started) / 1000 });
    });
    if (stopAfterMs) timer = setTimeout(() => instance.stop(), stopAfterMs);
  });
}

export const count = (r: Result, status: number) => r.statusCodeStats?.[`${status}`]?.count ?? 0;

/** Answers of one status per second over the whole run (works for `amount` and `duration` runs). */
export const rps = (r: Result, status: number) => count(r, status) / (r.elapsed ?? r.duration);

/**
 * Everything a run got besides `expected`: other statuses by code, connection errors and
 * timeouts. Empty when every request was answered with `expected`. A benchmark counts only its
 * expected status as done work; this says what else happened.
 */
export function otherOutcomes(r: Result, expected: number): string {
  const other = Object.entries(r.statusCodeStats ?? {})
    .filter(([status, { count: n = 0 }]) => Number(status) !== expected && n > 0)
    .map(([status, { count: n }]) => `${n} x ${status}`);
  if (r.errors) other.push(`${r.errors} errors`);
  if (r.timeouts) other.push(`${r.timeouts} timeouts`);
  return other.join(', ');
}

const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'visitor@example.com',
  message: 'Hello, we would like a quote for a wireless site survey of our campus.',
});

/**
 * `amount` contact submissions at CONNECTIONS connections. `amount`, not a duration: every request
 * sent is answered before the run ends, so the count of 201s is exact (a duration run drops the
 * requests in flight at its end), which the acknowledged-vs-stored check (c) relies on.
 */
export function postContacts(serverUrl: string, amount: number): Promise<Result> {
  return cannon({
    url: `${serverUrl}/api/contact-submissions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody,
    connections: CONNECTIONS,
    amount,
  });
}
