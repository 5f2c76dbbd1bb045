import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The migrations folder as drizzle-kit and its migrator read it: NNNN_name.sql files, a snapshot
// of the schema after each (meta/NNNN_snapshot.json) and the journal that lists them in order
// (meta/_journal.json). drizzle-kit numbers a new migration by the journal's length, but the
// numbers here have gaps (a branch's number taken at merge, another given up), so that number can
// be one already in use, and drizzle-kit then overwrites that snapshot. These helpers number by
// the files instead, and never write over one.

/** What separates the statements of a migration (its migrator runs them one at a time). */
export const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

export interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

export interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}

const JOURNAL = join('meta', '_journal.json');

export function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, JOURNAL), 'utf8')) as Journal;
}

/** Every number a file of the folder uses: its SQL files', its snapshots', its journal's tags'. */
export function usedNumbers(folder: string): number[] {
  const names = [
    ...readdirSync(folder),
    ...readdirSync(join(folder, 'meta')),
    ...readJournal(folder).entries.map((entry) => entry.tag),
  ];
  const numbers = names.flatMap((name) => /^(\d{4})_/.exec(name)?.[1] ?? []).map(Number);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The number after the highest in use (0000 for an empty folder). */
export function nextNumber(folder: string): number {
  const used = usedNumbers(folder);
  return used.length === 0 ? 0 : used.at(-1)! + 1;
}

export const padded = (number: number) => String(number).padStart(4, '0');

/** What a new migration is: its number, its name, its SQL and its snapshot of the schema. */
export interface NewMigration {
  number: number;
  /** The name after the number: `support_tickets` makes 0023_support_tickets.sql. */
  name: string;
  sql: string;
  snapshot: { id: string; prevId: string } & Record<string, unknown>;
}

/**
 * Writes a migration into the folder and lists it last in the journal. Refuses, writing nothing,
 * when its number is in use or its snapshot does not follow the journal's last one (drizzle-kit
 * diffs the next schema against the newest snapshot, so a fork in the chain loses changes).
 */
export function writeMigration(folder: string, migration: NewMigration): string {
  const tag = `${padded(migration.number)}_${migration.name}`;
  if (!/^\d{4}_[a-z0-9_]+$/.test(tag)) throw new Error(`Not a migration name: ${tag}`);
  if (usedNumbers(folder).includes(migration.number)) {
    throw new Error(`Migration number ${padded(migration.number)} is already in use in ${folder}`);
  }
  const journal = readJournal(folder);
  const last = journal.entries.at(-1);
  if (last) {
    const previous = JSON.parse(
      readFileSync(join(folder, 'meta', `${last.tag.slice(0, 4)}_snapshot.json`), 'utf8'),
    ) as { id: string };
    if (migration.snapshot.prevId !== previous.id) {
      throw new Error(
        `The new snapshot follows ${migration.snapshot.prevId}, not the last one (${last.tag}: ` +
          `${previous.id}): the journal and the snapshots disagree`,
      );
    }
  }
  const sqlFile = join(folder, `${tag}.sql`);
  const snapshotFile = join(folder, 'meta', `${padded(migration.number)}_snapshot.json`);
  for (const file of [sqlFile, snapshotFile]) {
    if (existsSync(file)) throw new Error(`${file} exists: nothing was written`);
  }
  // 'wx': fails rather than replace a file that appeared meanwhile.
  writeFileSync(snapshotFile, JSON.stringify(migration.snapshot, null, 2), { flag: 'wx' });
  writeFileSync(sqlFile, migration.sql, { flag: 'wx' });
  journal.entries.push({
    idx: journal.entries.length,
    version: '6',
    when: Date.now(),
    tag,
    breakpoints: true,
  });
  writeFileSync(join(folder, JOURNAL), JSON.stringify(journal, null, 2));
  return tag;
}
