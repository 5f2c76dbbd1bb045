// How the server's background work paces itself: the notification outbox's retries and the
// inbox search's catch-up after new leads. Tests shorten these.

/** How the notification worker retries a failing SMTP server (tests shorten these). */
export interface NotificationRetry {
  /** Delay before the first retry; it doubles with each failed attempt. */
  baseDelayMs: number;
  /** Upper bound of the delay between two attempts. */
  maxDelayMs: number;
  /** Attempts in total before a notification is marked failed for good. */
  maxAttempts: number;
}

/**
 * When the lead writer does the work it derives from the leads it committed, off the durable
 * write path (the search index and the duplicate links, docs/decisions/020, 041 and 053): a
 * search reads the leads not indexed yet, and an export has it catch up first, whatever these
 * say.
 */
export interface SearchIndexing {
  /** In the pauses: once no lead has been committed for this long (ms)... */
  idleMs: number;
  /** ...and, the bound of its lag, this long after the oldest lead waiting, commits or not (ms). */
  maxWaitMs: number;
}

export const defaultNotificationRetry: NotificationRetry = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/**
 * A pause is 200 ms without a commit: on a loaded machine the threads wait 75-150 ms for a core
 * many times a second, and with 75 ms each such stall began a catch-up beside the commits (5-11
 * us of the writer per lead in the bench's runs at load 10; none at 200 ms). 30 s: a burst's
 * derived work waits for its end unless it lasts longer; with 10 s, the bench's runs on a loaded
 * machine (5 s of requests that took 8-11 s) ran the catch-up beside their commits. A search
 * does not wait for it (decision 030). docs/performance-log.md, section 21.
 */
export const defaultSearchIndexing: SearchIndexing = {
  idleMs: 200,
  maxWaitMs: 30_000,
};
