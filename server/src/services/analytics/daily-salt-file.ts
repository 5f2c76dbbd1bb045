import { readFileSync } from 'node:fs';
import { writeAtomically } from '../../lib/write-atomically';
import type { DailySalt, SaltStore } from './visitor-key';

// The day's salt of the visitor keys, kept for the day in a file beside the database (mode 0600,
// like the database), so a restart keeps counting a returning visitor as one: a line with the
// local day, a line with the salt. The next day's salt replaces it (docs/decisions/045).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SALT = /^[A-Za-z0-9+/]{43}=$/; // 32 random bytes, base64

/** `path`'s salt store; `onError` hears of a file that cannot be written (views still count). */
export function dailySaltFile(path: string, onError: (error: unknown) => void): SaltStore {
  let writing: Promise<void> = Promise.resolve();
  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return null; // None yet (the first start), or unreadable: a new salt is made.
      }
      const [day = '', salt = ''] = text.split('\n');
      return DAY.test(day) && SALT.test(salt) ? { day, salt } : null;
    },
    save({ day, salt }: DailySalt) {
      // Off the request that rotated it, one write after the other.
      writing = writing.then(() => writeAtomically(path, `${day}\n${salt}\n`)).catch(onError);
    },
    flushed: () => writing,
  };
}
