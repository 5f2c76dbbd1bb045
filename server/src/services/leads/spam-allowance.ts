import { localDay } from '../../lib/time-zone';

/**
 * Senders whose spam is counted per day at most: past it, spam from a sender not yet counted
 * today is not stored either. Bounds the memory whatever the number of addresses a sender owns.
 */
export const MAX_SENDERS_PER_DAY = 50_000;

export interface SpamAllowanceOptions {
  /** Spam submissions stored per sender's address and day at most. */
  perAddress: number;
  now: () => number;
  /** The firm's time zone: its days are the ones counted. */
  timeZone: string;
}

/**
 * How much of one sender's spam is stored (decision 041): at most `perAddress` submissions a
 * day per client address (`addressKey`: IPv6 by its /64), for the Spam view and for a person
 * whose browser failed a check; the rest is counted, not stored. Counted in memory on the
 * thread that accepts the forms, where concurrent submissions are decided one after another,
 * and forgotten at the end of the day and at a restart (no address is written anywhere).
 */
export function createSpamAllowance({ perAddress, now, timeZone }: SpamAllowanceOptions) {
  let day = '';
  const stored = new Map<string, number>();

  return {
    /** True (and counted) when spam from `address` may be stored now; false past its share. */
    take(address: string): boolean {
      const today = localDay(now(), timeZone);
      if (today !== day) {
        day = today;
        stored.clear();
      }
      const count = stored.get(address) ?? 0;
      if (count >= perAddress) return false;
      if (count === 0 && stored.size >= MAX_SENDERS_PER_DAY) return false;
      stored.set(address, count + 1);
      return true;
    },
  };
}

export type SpamAllowance = ReturnType<typeof createSpamAllowance>;
