import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, withoutFsync, type DatabaseHandle } from './connection';

const handles: DatabaseHandle[] = [];
afterEach(() => handles.splice(0).forEach(closeDatabase));

describe('withoutFsync', () => {
  // Derived data (the search index, the duplicate check's keys) commits without waiting for an
  // fsync; every other commit of the connection still waits for one (decision 002).
  it('commits its work at synchronous=NORMAL and gives the connection back at FULL, even when it throws', () => {
    const db = openDatabase(':memory:');
    handles.push(db);
    const level = () => db.sqlite.pragma('synchronous', { simple: true });
    expect(level()).toBe(2); // FULL
    expect(withoutFsync(db.sqlite, level)).toBe(1); // NORMAL
    expect(level()).toBe(2);
    expect(() =>
      withoutFsync(db.sqlite, () => {
        throw new Error('work failed');
      }),
    ).toThrow('work failed');
    expect(level()).toBe(2);
  });
});
