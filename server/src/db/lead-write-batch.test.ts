import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Created } from '@shared/schemas/leads';
import { runMigrations, type DatabaseHandle } from './connection';
import { createGroupCommitWriter } from './group-commit-writer';
import { scheduleDerivedWork } from './lead-derived-work';
import { createLeadSearchIndexer } from './lead-search-index';
import { createLeadWriteBatch, type LeadWriteJob } from './lead-write-batch';
import * as schema from './schema';

const meta = {
  status: 'new',
  spam_reason: null,
  source_page: '/contact',
  referrer_domain: null,
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: null,
  language: 'en',
  attribution: null,
} as const;

let seq = 0;
const at = () => new Date(Date.UTC(2026, 10, 24, 12, 0, 0, seq)).toISOString();
function contact(name: string, message = `Survey of the depot for ${name}`): LeadWriteJob {
  return {
    kind: 'contact',
    id: `contact-${++seq}`,
    at: at(),
    channels: ['email'],
    values: { name, email: `${name.toLowerCase()}@example.com`, message, ...meta },
  };
}
function quote(name: string): LeadWriteJob {
  return {
    kind: 'quote',
    id: `quote-${++seq}`,
    at: at(),
    channels: ['email', 'webhook'],
    values: {
      name,
      company_name: null,
      email: `${name.toLowerCase()}@example.com`,
      phone: null,
      service_interest: 'Wireless Systems',
      project_details: `Backhaul links for ${name}`,
      ...meta,
    },
  };
}

/** An in-memory database with the schema; `statements` records every statement run on it. */
function freshDatabase() {
  const statements: string[] = [];
  const sqlite = new Database(':memory:', { verbose: (sql) => statements.push(String(sql)) });
  const db: DatabaseHandle = { sqlite, orm: drizzle(sqlite, { schema }) };
  runMigrations(db);
  statements.length = 0;
  return { db, statements };
}

const handles: DatabaseHandle[] = [];
afterEach(() => handles.splice(0).forEach((db) => db.sqlite.close()));

function setup() {
  const fresh = freshDatabase();
  handles.push(fresh.db);
  const apply = createLeadWriteBatch(fresh.db);
  const writeBatch = fresh.db.sqlite.transaction((jobs: LeadWriteJob[]) => apply(jobs));
  const search = (table: 'contact_submissions' | 'quote_requests', words: string) =>
    fresh.db.sqlite
      .prepare(
        `SELECT t.id FROM ${table}_fts f JOIN ${table} t ON t.rowid = f.rowid
                WHERE ${table}_fts MATCH ? ORDER BY f.rowid`,
      )
      .pluck()
      .all(words) as string[];
  return { ...fresh, writeBatch, search, indexer: createLeadSearchIndexer(fresh.db.sqlite) };
}

describe('lead write batch', () => {
  it('stores every lead of a batch with its outbox rows, searchable once indexed, in order', () => {
    const { db, writeBatch, search, indexer } = setup();
    const jobs = [contact('Ada'), quote('Grace'), contact('Linus'), quote('Barbara')];
    const created = writeBatch(jobs);

    expect(created).toEqual(
      jobs.map((j) => ({ id: j.id, created_at: j.at, reference: expect.stringMatching(/^[CQ]-/) })),
    );
    const contacts = db.sqlite
      .prepare(
        'SELECT id, name, email, status, source_page, utm_source, created_at, updated_at FROM contact_submissions ORDER BY rowid',
      )
      .all();
    expect(contacts).toEqual(
      [jobs[0]!, jobs[2]!].map((j) => ({
        id: j.id,
        name: j.values.name,
        email: j.values.email,
        status: 'new',
        source_page: '/contact',
        utm_source: 'newsletter',
        created_at: j.at,
        updated_at: j.at,
      })),
    );
    expect(
      db.sqlite
        .prepare('SELECT id, company_name, service_interest FROM quote_requests ORDER BY rowid')
        .all(),
    ).toEqual([
      { id: jobs[1]!.id, company_name: null, service_interest: 'Wireless Systems' },
      { id: jobs[3]!.id, company_name: null, service_interest: 'Wireless Systems' },
    ]);
    expect(
      db.sqlite
        .prepare('SELECT lead_kind, lead_id, channel, status FROM notification_outbox ORDER BY id')
        .all(),
    ).toEqual([
      { lead_kind: 'contact', lead_id: jobs[0]!.id, channel: 'email', status: 'pending' },
      { lead_kind: 'quote', lead_id: jobs[1]!.id, channel: 'email', status: 'pending' },
      { lead_kind: 'quote', lead_id: jobs[1]!.id, channel: 'webhook', status: 'pending' },
      { lead_kind: 'contact', lead_id: jobs[2]!.id, channel: 'email', status: 'pending' },
      { lead_kind: 'quote', lead_id: jobs[3]!.id, channel: 'email', status: 'pending' },
      { lead_kind: 'quote', lead_id: jobs[3]!.id, channel: 'webhook', status: 'pending' },
    ]);
    // The full-text index is written after the batch, by the indexer (decision 020).
    expect(search('contact_submissions', 'linus')).toEqual([]);
    indexer.catchUp();
    expect(search('contact_submissions', 'linus')).toEqual([jobs[2]!.id]);
    expect(search('contact_submissions', '"ada@example.com"')).toEqual([jobs[0]!.id]);
    expect(search('contact_submissions', 'depot')).toEqual([jobs[0]!.id, jobs[2]!.id]);
    expect(search('quote_requests', 'backhaul barbara')).toEqual([jobs[3]!.id]);
  });

  // Running a statement per lead costs the writer thread more than one per batch.
  it('inserts a batch of leads of one kind with one statement per 64 leads, not one per lead', () => {
    const { writeBatch, statements, search, indexer } = setup();
    const jobs = Array.from({ length: 100 }, (_, i) => contact(`Visitor${i}`, `message ${i}`));
    statements.length = 0;
    writeBatch(jobs);
    const inserts = statements.filter((s) => /^INSERT INTO "contact_submissions"/.test(s));
    expect(inserts).toHaveLength(2);
    expect(statements.join('\n')).not.toMatch(/_fts/);
    indexer.catchUp();
    expect(search('contact_submissions', 'message')).toEqual(jobs.map((j) => j.id));
    expect(search('contact_submissions', 'visitor99')).toEqual([jobs[99]!.id]);
  });

  it('in the group commit, a failing lead is rejected alone; the others are stored and searchable', async () => {
    const { db, search, indexer } = setup();
    const writer = createGroupCommitWriter<LeadWriteJob, Created>({
      sqlite: db.sqlite,
      apply: createLeadWriteBatch(db),
      deferred: (waiting) =>
        scheduleDerivedWork(
          indexer,
          { idleMs: 60_000, maxWaitMs: 60_000, maxLeadsBehind: Infinity },
          waiting,
        ),
    });
    const first = contact('Margaret');
    await writer.write(first);
    const duplicate = { ...contact('Dennis'), id: first.id }; // the primary key is taken
    const outcomes = await Promise.allSettled([
      writer.write(contact('Ken')),
      writer.write(duplicate),
      writer.write(contact('Frances')),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    await writer.settle();
    expect(search('contact_submissions', 'ken OR frances OR dennis')).toHaveLength(2);
    expect(search('contact_submissions', 'dennis')).toEqual([]);
    expect(db.sqlite.prepare('SELECT count(*) FROM notification_outbox').pluck().get()).toBe(3);
    await writer.close();
  });
});
