import { describe, expect, it } from 'vitest';
import { defaultSiteData } from '@shared/site-content/defaults';
import { DRAFT_MAX_BYTES } from '@shared/site-content/draft-schemas';
import { mergeSiteContent } from '@shared/site-content/merge';
import type { SiteData } from '@shared/site-content/schema';
import { bearer, signInWithRole } from '../helpers';
import { siteContentApp, withPhone } from './site-content-app';

// Issue 52, item 5: the working copy is kept on the server per account, so a second browser of
// the same person opens it; two browsers' saves meet through the revision they were made on.

const { ctx } = siteContentApp();

const draftOf = async (headers = ctx.auth) =>
  (await ctx.app.inject({ url: '/api/site-content/draft', headers })).json().draft;

const save = (content: unknown, revision: number | null, headers = ctx.auth, base_version = 0) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/site-content/draft',
    headers,
    payload: { content, base_version, revision },
  });

describe('/api/site-content/draft', () => {
  it('keeps one working copy per account, which another session of it opens', async () => {
    expect(await draftOf()).toBeNull();
    const first = await save(withPhone('+1 555 0110'), null);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ revision: 1, base_version: 0 });

    // A second browser: another session of the same account.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/token?grant_type=password',
      payload: { email: 'admin@firm.example', password: 'a long enough password' },
    });
    const other = bearer(login.json().access_token);
    const opened = await draftOf(other);
    expect(opened).toMatchObject({ revision: 1, base_version: 0 });
    expect(opened.content.settings.phone).toBe('+1 555 0110');

    // Another account's draft is its own.
    const editor = bearer((await signInWithRole(ctx.app, 'editor')).access_token);
    expect(await draftOf(editor)).toBeNull();
    // And a role without content cannot keep one.
    const sales = bearer((await signInWithRole(ctx.app, 'sales')).access_token);
    expect((await save(withPhone('x'), null, sales)).statusCode).toBe(403);
  });

  it('refuses a save made on an older revision, with the draft to merge, then takes the merge', async () => {
    const base: SiteData = withPhone('+1 555 0120');
    await save(base, null);
    // Browser A changes the phone and saves first.
    const a = { ...base, settings: { ...base.settings, phone: '+1 555 0121' } };
    expect((await save(a, 1)).statusCode).toBe(200);
    // Browser B, still on revision 1, changed the e-mail address.
    const b = { ...base, settings: { ...base.settings, email: 'office@firm.example' } };
    const late = await save(b, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'draft_conflict', draft: { revision: 2 } });
    // B merges as a publish does (base: what it synced; theirs: the draft; mine: its copy).
    const merged = mergeSiteContent(base, late.json().draft.content, b, {});
    expect(merged.conflicts).toEqual([]);
    expect((await save(merged.content, 2)).statusCode).toBe(200);
    const draft = await draftOf();
    expect(draft.revision).toBe(3);
    expect(draft.content.settings).toMatchObject({
      phone: '+1 555 0121',
      email: 'office@firm.example',
    });
  });

  it('is bounded: invalid content 400, over the limit 413', async () => {
    const bad = await save({ ...defaultSiteData, settings: { phone: 5 } }, null);
    expect(bad.statusCode).toBe(400);
    const huge = { ...defaultSiteData, padding: 'x'.repeat(DRAFT_MAX_BYTES + 100_000) };
    const tooLarge = await save(huge, null);
    expect(tooLarge.statusCode).toBe(413);
    expect(await draftOf()).toBeNull();
  });

  it('after a publish, DELETE with its revision discards it; a newer one stays', async () => {
    await save(withPhone('+1 555 0130'), null);
    await save(withPhone('+1 555 0131'), 1);
    const stale = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/site-content/draft?revision=1',
      headers: ctx.auth,
    });
    expect(stale.statusCode).toBe(409);
    expect((await draftOf()).revision).toBe(2);
    const done = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/site-content/draft?revision=2',
      headers: ctx.auth,
    });
    expect(done.statusCode).toBe(204);
    expect(await draftOf()).toBeNull();
  });
});
