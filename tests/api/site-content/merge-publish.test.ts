import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteData } from '@shared/site-content/schema';
import { defaultSiteData } from '@shared/site-content/defaults';
import { bearer, createAdmin, createTestApp, login, type TestApp } from '../helpers';

// Two people, one site: a publish edited from an older version is merged into the live one.

let app: TestApp;
let auth: { authorization: string };

beforeEach(async () => {
  app = await createTestApp();
  await createAdmin(app);
  auth = bearer((await login(app)).access_token);
});
afterEach(() => app.close());

const base = defaultSiteData;
const [m1, m2, m3, m4] = base.team as [SiteData['team'][0], ...SiteData['team']];
const settings = (patch: Partial<SiteData['settings']>) => ({ ...base.settings, ...patch });

function publish(content: SiteData, base_version: number, resolutions?: Record<string, string>) {
  return app.inject({
    method: 'PUT',
    url: '/api/site-content',
    headers: auth,
    payload: { content, base_version, ...(resolutions ? { resolutions } : {}) },
  });
}

async function live(): Promise<{ version: number; content: SiteData }> {
  return (await app.inject({ method: 'GET', url: '/api/site-content' })).json();
}

describe('a publish on an older base', () => {
  it('applies only my changes on top of the live version and keeps theirs', async () => {
    const theirs = {
      ...base,
      settings: settings({ phone: '+1 555 0100' }),
      team: [m2!, m1, m3!, m4!],
    };
    expect((await publish(theirs, 0)).statusCode).toBe(201);
    const mine = {
      ...base,
      settings: settings({ email: 'owner@firm.example' }),
      team: [{ ...m1, role: 'Founder' }, m2!, m3!, m4!],
    };
    const res = await publish(mine, 0);
    expect(res.statusCode).toBe(201);
    // The summary is of what this publish changed on the live site: mine only.
    expect(res.json()).toMatchObject({
      version: 2,
      summary: 'email changed; 1 team member edited',
    });
    const { content } = await live();
    expect(content.settings).toEqual(
      settings({ phone: '+1 555 0100', email: 'owner@firm.example' }),
    );
    expect(content.team).toEqual([m2, { ...m1, role: 'Founder' }, m3, m4]);
  });

  it('answers 409 edit_conflict naming each field both changed, and nothing goes live', async () => {
    const theirs = { ...base, team: [{ ...m1, role: 'Founder' }, m2!, m3!, m4!] };
    expect((await publish(theirs, 0)).statusCode).toBe(201);
    const mine = {
      ...base,
      settings: settings({ email: 'owner@firm.example' }),
      team: [{ ...m1, role: 'CEO' }, m2!, m3!, m4!],
    };
    const res = await publish(mine, 0);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'edit_conflict',
      message: expect.stringMatching(/Version 1 went live.*a field.*Choose/),
      live_version: 1,
      conflicts: [
        {
          key: `team.${m1.id}.role`,
          section: 'team',
          item: m1.name,
          field: 'Role',
          theirs: 'Founder',
          mine: 'CEO',
        },
      ],
    });
    expect((await live()).version).toBe(1);

    // Settled field by field: my role, and my other change applies too.
    const settled = await publish(mine, 0, { [`team.${m1.id}.role`]: 'mine' });
    expect(settled.statusCode).toBe(201);
    const { content } = await live();
    expect(content.team[0]!.role).toBe('CEO');
    expect(content.settings.email).toBe('owner@firm.example');
  });

  it('keeps their value when the conflict is settled for theirs', async () => {
    expect(
      (await publish({ ...base, settings: settings({ phone: 'theirs' }) }, 0)).statusCode,
    ).toBe(201);
    const mine = {
      ...base,
      settings: settings({
        phone: 'mine',
        address: { ...base.settings.address, street: 'New address' },
      }),
    };
    expect((await publish(mine, 0, { 'settings.phone': 'theirs' })).statusCode).toBe(201);
    expect((await live()).content.settings).toEqual(
      settings({ phone: 'theirs', address: { ...base.settings.address, street: 'New address' } }),
    );
  });

  it('refuses a merge that breaks a rule neither side broke (two new pages, one slug)', async () => {
    const post = { ...base.blogPosts[0]!, slug: 'same-address' };
    const theirs = { ...base, blogPosts: [...base.blogPosts, { ...post, id: 900, title: 'A' }] };
    expect((await publish(theirs, 0)).statusCode).toBe(201);
    const mine = { ...base, blogPosts: [...base.blogPosts, { ...post, id: 901, title: 'B' }] };
    const res = await publish(mine, 0);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
    expect(res.json().message).toMatch(/merged content/);
    expect((await live()).version).toBe(1);
  });

  it('merges two racing publishes of different fields: both go live', async () => {
    const [a, b] = await Promise.all([
      publish({ ...base, settings: settings({ phone: '+1 555 0100' }) }, 0),
      publish({ ...base, settings: settings({ email: 'race@firm.example' }) }, 0),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().version, b.json().version].sort()).toEqual([1, 2]);
    expect((await live()).content.settings).toEqual(
      settings({ phone: '+1 555 0100', email: 'race@firm.example' }),
    );
  });

  it('answers 409 version_conflict for a base that never went live', async () => {
    const res = await publish(base, 5);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'version_conflict', live_version: 0, conflicts: [] });
  });

  it('refuses a resolution that is neither mine nor theirs', async () => {
    const res = await publish(base, 0, { 'settings.phone': 'both' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('validation_failed');
  });
});
