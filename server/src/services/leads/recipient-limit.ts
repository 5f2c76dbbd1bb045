/**
 * How many acknowledgements one address may be sent per window (AUTO_REPLY): the
 * acknowledgement goes to whatever address a visitor types, so without a bound per recipient a
 * few senders could make the server mail one victim again and again. Counted in memory on the
 * thread that accepts the forms, where concurrent submissions are decided one after another;
 * started from the outbox after a restart.
 */
export interface RecipientLimitOptions {
  max: number;
  windowMs: number;
  now: () => number;
  /** What was sent within the window before this process started. */
  recent: readonly { email: string; at: string }[];
}

/**
 * The key an address is counted under: lower case, without a `+tag` (victim+1@ and victim+2@
 * reach the same mailbox).
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

export function createRecipientLimit({ max, windowMs, now, recent }: RecipientLimitOptions) {
  const sent = new Map<string, number[]>();
  let pruned = now();

  /** Forgets what left the window: every address once per window, so the map stays small. */
  function prune(t: number): void {
    if (t - pruned < windowMs) return;
    pruned = t;
    for (const [key, times] of sent) {
      const kept = times.filter((at) => at > t - windowMs);
      if (kept.length > 0) sent.set(key, kept);
      else sent.delete(key);
    }
  }

  for (const { email, at } of recent) {
    const key = recipientKey(email);
    sent.set(key, [...(sent.get(key) ?? []), Date.parse(at)]);
  }

  return {
    /** True (and counted) when `email` may get one more now; false once it had `max`. */
    take(email: string): boolean {
      const t = now();
      prune(t);
      const key = recipientKey(email);
      const times = (sent.get(key) ?? []).filter((at) => at > t - windowMs);
      if (times.length >= max) return false;
      sent.set(key, [...times, t]);
      return true;
    },
  };
}

export type RecipientLimit = ReturnType<typeof createRecipientLimit>;
