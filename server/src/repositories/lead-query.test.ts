import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, runMigrations, type DatabaseHandle } from '../db/connection';
import { leadTable } from '../db/lead-tables';
import { leadWhere, searchStatements, type LeadQuery } from './lead-query';

// The search's query plan must start from the full-text match whatever statistics SQLite has.
// Without statistics (no ANALYZE ever ran, as on a fresh server) the planner may start from
// the status/date index and run the MATCH once per lead: 13 s for "antenna + new + 30 days" over
// 100,000 leads. These tests read EXPLAIN QUERY PLAN of the statements the repository runs.

const days = { createdFrom: '2029-01-02T00:00:00.000Z', createdBefore: '2029-02-01T00:00:00.000Z' };
const combinations: [string, LeadQuery & { search: string }][] = [
  ['word', { search: 'antenna' }],
  ['word + status', { search: 'antenna', status: 'new' }],
  ['word + days', { search: 'antenna', ...days }],
  ['word + status + days', { search: 'antenna', status: 'new', ...days }],
  [
    'word + status + days + utm',
    { search: 'antenna', status: 'new', ...days, attribution: { utm_source: 'news' } },
  ],
  [
    'two words + status + from',
    { search: 'cctv depot', status: 'handled', createdFrom: days.createdFrom },
  ],
];

function plan(db: DatabaseHandle, statement: SQL): string[] {
  return db.orm.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${statement}`).map((r) => r.detail);
}

/** The plan is driven by the FTS5 table: it is scanned first, and never probed per lead. */
function expectDrivenByMatch(steps: string[], label: string) {
  expect(steps[0], `${label}: ${steps.join(' | ')}`).toMatch(
    /^SCAN contact_submissions_fts VIRTUAL TABLE/,
  );
  // "INDEX n:=M...": a rowid-equality probe into the index, i.e. the MATCH run once per lead.
  expect(steps.join('\n'), label).not.toMatch(/VIRTUAL TABLE INDEX \d+:=/);
  // The lead rows are reached by rowid only.
  for (const step of steps.filter((s) => /^(SCAN|SEARCH) contact_submissions\b/.test(s))) {
    expect(step, label).toMatch(/USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  }
}

describe('the search plan starts from the full-text match', () => {
  let db: DatabaseHandle;
  beforeAll(() => {
    db = openDatabase(':memory:');
    runMigrations(db);
    const insert = db.sqlite.prepare(
      `INSERT INTO contact_submissions (id, name, email, message, status, utm_source, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const words = ['antenna', 'cctv', 'depot', 'fiber', 'rooftop', 'campus'];
    db.sqlite.transaction(() => {
      for (let i = 0; i < 3000; i++) {
        const at = new Date(Date.parse('2029-01-01T00:00:00Z') + i * 600_000).toISOString();
        const message = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 5) % 6]).join(' ');
        insert.run(
          `l${i}`,
          `Lead ${i}`,
          `l${i}@example.com`,
          message,
          i % 3 ? 'new' : 'handled',
          i % 4 ? 'news' : null,
          at,
          at,
        );
      }
    })();
  });
  afterAll(() => closeDatabase(db));

  const statements = (query: LeadQuery & { search: string }) =>
    searchStatements(db, 'contact', query, { limit: 20, offset: 0 })!;

  it('without statistics (a database ANALYZE never saw)', () => {
    // openDatabase's `ANALYZE sqlite_schema` creates sqlite_stat1, but nothing measured the leads.
    expect(
      db.sqlite
        .prepare(
          "SELECT count(*) AS n FROM sqlite_stat1 WHERE tbl IN ('contact_submissions', 'contact_submissions_fts')",
        )
        .get(),
    ).toEqual({ n: 0 });
    for (const [label, query] of combinations) {
      expectDrivenByMatch(plan(db, statements(query).page), `page, ${label}`);
      expectDrivenByMatch(plan(db, statements(query).count), `count, ${label}`);
    }
  });

  it('with statistics that make the status/date index look perfect', () => {
    db.sqlite.exec('ANALYZE');
    // A single lead per status and day, says the lie; the planner would love to start there.
    db.sqlite.exec(`
      DELETE FROM sqlite_stat1 WHERE tbl = 'contact_submissions';
      INSERT INTO sqlite_stat1 VALUES
        ('contact_submissions', 'contact_submissions_status_created_idx', '1000000 1 1'),
        ('contact_submissions', 'contact_submissions_created_idx', '1000000 1');
      ANALYZE sqlite_schema;
    `);
    for (const [label, query] of combinations) {
      expectDrivenByMatch(plan(db, statements(query).page), `page, ${label}`);
      expectDrivenByMatch(plan(db, statements(query).count), `count, ${label}`);
    }
  });

  it('the CSV export reads the matches once, as a set, not once per lead', () => {
    for (const [label, query] of combinations) {
      const table = leadTable('contact');
      const steps = plan(db, sql`SELECT id FROM ${table} WHERE ${leadWhere('contact', query)}`);
      expect(steps.join('\n'), label).not.toMatch(/VIRTUAL TABLE INDEX \d+:=/);
      expect(steps.join('\n'), label).toMatch(/LIST SUBQUERY|SCAN contact_submissions_fts/);
    }
  });
});
