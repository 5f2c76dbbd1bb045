import type { RateLimitRule } from '../../config/app-config';

/**
 * Failed password grants, counted in memory (per process) on two levels:
 *
 * - per account AND client address (IPv6 by /64): `rule.max` failures per `rule.timeWindow`, then
 *   that address is refused for this account until the window ends. Someone guessing from one
 *   place is stopped without touching the owner, who signs in from elsewhere.
 * - per account, from everywhere: after `rule.max` failures, each further attempt must wait a
 *   delay that doubles (2 s, 4 s, ... up to `maxDelaySeconds`) after the previous one. A guess
 *   spread over many addresses slows to about one a minute, yet the account is never locked:
 *   the owner waits at most that delay.
 *
 * An attempt is reserved (counted as a failure) BEFORE the password is hashed, synchronously, so
 * concurrent guesses cannot all pass the check; a success gives its reservation back.
 */
export interface LoginThrottle {
  /** Either how long to wait, or a reservation to settle once the password is checked. */
  reserve(account: string, client: string, options: { knownAccount: boolean }): Reservation;
}

export type Reservation =
  | { ok: false; retryAfter: number; scope: 'address' | 'account' }
  | {
      ok: true;
      /** Set the first time in a window the account passes its free failures: an attack. */
      attackStarted: { failures: number; addresses: number } | null;
      succeeded(): void;
    };

interface PairEntry {
  count: number;
  windowStart: number;
}

interface AccountEntry {
  failures: number;
  lastAttempt: number;
  addresses: Set<string>;
  reported: boolean;
}

const maxDelaySeconds = 60;
/** Unknown e-mails are tracked only so their answers look like a real account's; bounded. */
const maxUnknownAccounts = 10_000;

export function createLoginThrottle(rule: RateLimitRule, now: () => number): LoginThrottle {
  // Entries of real accounts are never evicted before they expire: an attacker spraying
  // made-up e-mails must not be able to push a real account's counters out of memory.
  const pairs = new Map<string, PairEntry>();
  const accounts = new Map<string, AccountEntry>();
  const unknownPairs = new Map<string, PairEntry>();
  const unknownAccounts = new Map<string, AccountEntry>();
  let sinceSweep = 0;

  const pairExpired = (e: PairEntry) => now() - e.windowStart >= rule.timeWindow;
  const accountExpired = (e: AccountEntry) => now() - e.lastAttempt >= rule.timeWindow;

  function sweep(): void {
    for (const [k, e] of pairs) if (pairExpired(e)) pairs.delete(k);
    for (const [k, e] of unknownPairs) if (pairExpired(e)) unknownPairs.delete(k);
    for (const [k, e] of accounts) if (accountExpired(e)) accounts.delete(k);
    for (const [k, e] of unknownAccounts) if (accountExpired(e)) unknownAccounts.delete(k);
  }

  /** Keeps the unknown-account maps bounded; dropping an entry there protects nothing less. */
  function bound<V>(map: Map<string, V>): void {
    while (map.size > maxUnknownAccounts) map.delete(map.keys().next().value as string);
  }

  /** Seconds the account must still wait before its next attempt. */
  function accountWait(entry: AccountEntry): number {
    const excess = entry.failures - rule.max;
    if (excess < 0) return 0;
    const delayMs = Math.min(2 ** (excess + 1), maxDelaySeconds) * 1000;
    const left = entry.lastAttempt + delayMs - now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  return {
    reserve(account, client, { knownAccount }) {
      if (++sinceSweep >= 1000) {
        sinceSweep = 0;
        sweep();
      }
      const pairMap = knownAccount ? pairs : unknownPairs;
      const accountMap = knownAccount ? accounts : unknownAccounts;
      const pairKey = `${account}\n${client}`;

      let pair = pairMap.get(pairKey);
      if (pair && pairExpired(pair)) pair = undefined;
      if (pair && pair.count >= rule.max) {
        const left = pair.windowStart + rule.timeWindow - now();
        return { ok: false, retryAfter: Math.max(1, Math.ceil(left / 1000)), scope: 'address' };
      }
      let entry = accountMap.get(account);
      if (entry && accountExpired(entry)) entry = undefined;
      const wait = entry ? accountWait(entry) : 0;
      if (wait > 0) return { ok: false, retryAfter: wait, scope: 'account' };

      // Reserve: count this attempt as a failure now, before any await.
      if (!pair) {
        pair = { count: 0, windowStart: now() };
        pairMap.set(pairKey, pair);
      }
      if (!entry) {
        entry = { failures: 0, lastAttempt: now(), addresses: new Set(), reported: false };
        accountMap.set(account, entry);
      }
      pair.count += 1;
      entry.failures += 1;
      entry.lastAttempt = now();
      if (entry.addresses.size < 1000) entry.addresses.add(client);
      if (!knownAccount) {
        bound(unknownPairs);
        bound(unknownAccounts);
      }
      let attackStarted = null;
      if (!entry.reported && entry.failures > rule.max) {
        entry.reported = true;
        attackStarted = { failures: entry.failures, addresses: entry.addresses.size };
      }
      const reservedEntry = entry;
      return {
        ok: true,
        attackStarted,
        succeeded() {
          // The owner got in from this address: its own count starts over; the account-wide
          // count only gives back this attempt, so other addresses' guesses still count.
          pairMap.delete(pairKey);
          reservedEntry.failures = Math.max(0, reservedEntry.failures - 1);
        },
      };
    },
  };
}
