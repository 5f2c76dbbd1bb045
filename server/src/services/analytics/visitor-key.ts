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

/** The salt of one local day. */
export interface DailySalt {
  day: string;
  salt: string;
}

/** Where the day's salt is kept for the day (./daily-salt-file.ts); none: memory only. */
export interface SaltStore {
  load(): DailySalt | null;
  save(salt: DailySalt): void;
  /** Resolves once what was saved is written (tests). */
  flushed(): Promise<void>;
}

const newSalt = () => randomBytes(32).toString('base64');

/**
 * Days in the firm's time zone and the visitor keys of each (Plausible's model): a hash of the
 * address (an IPv6 address by its /64, which one device may rotate through), the User-Agent and
 * a salt of the day. The salt is random, made when the day's first view comes, and kept for that
 * day only (`store`: a file beside the database), so a restart keeps the day's keys; the next
 * day's salt replaces it, so nobody (the firm included) can link a visitor's days, nor turn an
 * older key back into an address by hashing guesses (docs/decisions/045, superseding 036's
 * salt in memory only).
 */
export function createVisitorKeys(timeZone: string, store: SaltStore | null = null) {
  let day = '';
  let starts = 0;
  let ends = 0;
  // As text: the key's input is then one string, hashed in one call (a third of the time of
  // createHash's update and digest, on every page served).
  let salt = '';
  // The day's salt as the last run left it (read once, at start).
  let kept = store?.load() ?? null;

  /** The local day of an instant; a new day gets a new salt. Cached: Intl is slow per view. */
  function dayOf(at: number): string {
    if (at >= starts && at < ends) return day;
    const next = localDay(at, timeZone);
    if (next !== day) {
      if (kept?.day === next) {
        salt = kept.salt;
      } else {
        salt = newSalt();
        store?.save({ day: next, salt });
      }
      kept = null;
    }
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
