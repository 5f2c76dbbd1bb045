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
  /**
   * ...and, the bounds of its lag, commits or not: this long after the oldest lead waiting (ms),
   * or once this many leads wait (counted as committed since it was last caught up).
   */
  maxWaitMs: number;
  maxLeadsBehind: number;
}

export const defaultNotificationRetry: NotificationRetry = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/**
 * A pause is 200 ms without a commit: on a loaded machine the threads wait 75-150 ms for a core
 * many times a second, and with 75 ms each such stall began a catch-up beside the commits (5-11
 * us of the writer per lead in the bench's runs at load 10; none at 200 ms). The bounds: 100,000
 * leads (a CSV export waits for them: about 2.5 s of catch-up on a quiet machine), whatever the
 * machine's speed, so a flood of 60,000 leads is worked off in the pause after it, not beside
 * the next requests; and a minute, for traffic that never pauses but adds few leads. A search
 * does not wait for it (decision 030). docs/performance-log.md, section 21.
 */
export const defaultSearchIndexing: SearchIndexing = {
  idleMs: 200,
  maxWaitMs: 60_000,
  maxLeadsBehind: 100_000,
};
