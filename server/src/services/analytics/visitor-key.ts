import { hash, randomBytes } from 'node:crypto';
import { addressKey } from '../../lib/address-key';
import { addDays, localDay, startOfLocalDay } from '../../lib/time-zone';

/** A visitor as a view knows it: the local day and the day's key of its address and browser. */
export interface VisitorOfDay {
  day: string;
  key: string;
  /** The day's key of the address alone (IPv6: its /64), for the per-address caps. */
  address: string;
}

/**
 * Days in the firm's time zone and the visitor keys of each (Plausible's model): a hash of the
 * address (an IPv6 address by its /64, which one device may rotate through), the User-Agent and
 * a salt of the day. The salt is random, made when the day's first view comes, and only ever in
 * this memory, never on disk: when the day is over it is gone, so nobody (the firm included) can
 * link a visitor's days, nor turn a key back into an address by hashing guesses. A restart makes
 * a new salt: the same person counts as a new visitor from then on that day.
 */
export function createVisitorKeys(timeZone: string) {
  let day = '';
  let starts = 0;
  let ends = 0;
  // As text: the key's input is then one string, hashed in one call (a third of the time of
  // createHash's update and digest, on every page served).
  let salt = randomBytes(32).toString('base64');

  /** The local day of an instant; a new day gets a new salt. Cached: Intl is slow per view. */
  function dayOf(at: number): string {
    if (at >= starts && at < ends) return day;
    const next = localDay(at, timeZone);
    if (next !== day) salt = randomBytes(32).toString('base64');
    day = next;
    starts = startOfLocalDay(day, timeZone);
    ends = startOfLocalDay(addDays(day, 1), timeZone);
    return day;
  }

  return {
    dayOf,
    /** The visitor at `at` of an address and a User-Agent header. */
    visitor(at: number, ip: string, userAgent: string): VisitorOfDay {
      const today = dayOf(at);
      const from = addressKey(ip);
      const key = hash('sha256', `${salt}${from}\n${userAgent}`, 'base64url').slice(0, 16);
      const address = hash('sha256', `${salt}${from}`, 'base64url').slice(0, 16);
      return { day: today, key, address };
    },
  };
}

export type VisitorKeys = ReturnType<typeof createVisitorKeys>;
