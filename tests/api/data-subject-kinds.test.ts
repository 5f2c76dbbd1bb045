import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_KIND_SPECS, LEAD_KINDS } from '../../shared/lead-kinds';
import type { Role } from '../../shared/vocabularies/roles';
import { call, createAdmin, createTestApp, login, signInWithRole, type TestApp } from './helpers';
import { sendLead } from './lead-samples';

const EMAIL = 'grace@example.com';

/**
 * Data-subject requests cover every kind of lead, each under its records' name, and the audit
 * trail counts every kind handed out; a role's request covers the kinds it sees.
 */
describe('data-subject requests over every kind of lead', () => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
    owner = (await login(app)).access_token;
    // One lead of each kind from Grace, through its public form.
    for (const kind of LEAD_KINDS) {
      const sent = await sendLead(app, kind, { name: 'Grace', email: EMAIL });
      expect(sent.statusCode, kind).toBe(201);
    }
  });
  afterAll(() => app.close());

  const request = (token: string, action: 'export' | 'erase') =>
    call(app, token, 'POST', `/api/admin/data-subject/${action}`, { email: EMAIL });

  it("an owner's export holds every kind, and its audit event counts every kind", async () => {
    const doc = (await request(owner, 'export')).json();
    expect(doc.kinds).toEqual(LEAD_KINDS);
    const events = (
      await call(app, owner, 'GET', '/api/admin/audit-events?type=data_subject.exported')
    ).json().items as { details: Record<string, unknown> }[];
    for (const kind of LEAD_KINDS) {
      const { records } = LEAD_KIND_SPECS[kind];
      expect(doc[records], kind).toHaveLength(1);
      expect(events[0]!.details[records], `audit count of ${records}`).toBe(1);
    }
  });

  it('a role exports and erases the kinds it sees, and only those', async () => {
    const as = async (role: Role) => (await signInWithRole(app, role)).access_token;
    const seen = (role: Role) =>
      LEAD_KINDS.filter((k) => role === 'owner' || LEAD_KIND_SPECS[k].access === role);
    for (const role of ['sales', 'hiring'] as const) {
      const doc = (await request(await as(role), 'export')).json();
      expect(doc.kinds, role).toEqual(seen(role));
      for (const kind of LEAD_KINDS) {
        const { records } = LEAD_KIND_SPECS[kind];
        if (seen(role).includes(kind)) expect(doc[records], `${role} ${kind}`).toHaveLength(1);
        else expect(doc, `${role} ${kind}`).not.toHaveProperty(records);
      }
    }
    // Sales erases its kinds; the application stays for the hiring team.
    const erased = (await request(await as('sales'), 'erase')).json();
    expect(erased.kinds).toEqual(seen('sales'));
    const left = (await request(owner, 'export')).json();
    for (const kind of LEAD_KINDS) {
      const { records } = LEAD_KIND_SPECS[kind];
      expect(left[records], kind).toHaveLength(seen('sales').includes(kind) ? 0 : 1);
    }
  });
});
