import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../../server/src/services/auth/totp';
import { ROLES } from '../../../shared/vocabularies/roles';
import { startSmtpServer } from '../notifications/smtp-test-server';
import {
  ADMIN,
  bearer,
  call,
  createAdmin,
  createTestApp,
  login,
  manualClock,
  passwordGrant,
  refresh,
  type TestApp,
} from '../helpers';

const COLLEAGUE = { email: 'colleague@firm.example', password: 'violet harbour engine quietly' };

function accept(app: TestApp, token: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, password },
  });
}
const tokenOf = (url: string) => new URL(url).hash.replace('#token=', '');

describe('several admins', () => {
  let app: TestApp;
  const clock = manualClock();
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
    admin = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  it('an invitation without SMTP returns the single-use link to pass on', async () => {
    const res = await call(app, admin, 'POST', '/api/admin/invitations', {
      email: COLLEAGUE.email,
      role: 'owner',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: COLLEAGUE.email, role: 'owner', emailed: false });
    expect(body.invite_url).toMatch(/^http:\/\/localhost(:\d+)?\/accept-invite#token=[\w-]{40,}$/);
    expect(Date.parse(body.expires_at) - clock.now()).toBe(24 * 3600 * 1000);

    const weak = await accept(app, tokenOf(body.invite_url), 'password1234');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error: 'weak_password' });

    const ok = await accept(app, tokenOf(body.invite_url), COLLEAGUE.password);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.email).toBe(COLLEAGUE.email);
    const twice = await accept(app, tokenOf(body.invite_url), COLLEAGUE.password);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: 'invalid_invitation' });
    expect((await passwordGrant(app, COLLEAGUE.email, COLLEAGUE.password)).statusCode).toBe(200);
  });

  it('refuses an invitation for an existing account, and a link after 24 hours', async () => {
    const dup = await call(app, admin, 'POST', '/api/admin/invitations', {
      email: ADMIN.email,
      role: 'editor',
    });
    expect(dup.statusCode).toBe(409);
    const late = await call(app, admin, 'POST', '/api/admin/invitations', {
      email: 'late@firm.example',
      role: 'editor',
    });
    clock.advance(24 * 3600 * 1000 + 1000);
    const res = await accept(app, tokenOf(late.json().invite_url), COLLEAGUE.password);
    expect(res.statusCode).toBe(400);
    admin = (await login(app)).access_token;
  });

  it('GET /api/admin/users lists every admin', async () => {
    const res = await call(app, admin, 'GET', '/api/admin/users');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { email: string }) => u.email)).toEqual([
      ADMIN.email,
      COLLEAGUE.email,
    ]);
    expect(res.json().items[0]).toMatchObject({ disabled_at: null, mfa: false });
  });

  it('disabling a user ends their sessions at once; the last active owner stays', async () => {
    const colleague = (await passwordGrant(app, COLLEAGUE.email, COLLEAGUE.password)).json();
    const users = (await call(app, admin, 'GET', '/api/admin/users')).json().items;
    const [me, them] = users as { id: string }[];
    const res = await call(app, admin, 'POST', `/api/admin/users/${them!.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().disabled_at).toEqual(expect.any(String));
    expect(
      (await app.inject({ url: '/auth/user', headers: bearer(colleague.access_token) })).statusCode,
    ).toBe(401);
    expect((await passwordGrant(app, COLLEAGUE.email, COLLEAGUE.password)).statusCode).toBe(400);

    const last = await call(app, admin, 'POST', `/api/admin/users/${me!.id}/disable`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ error: 'last_active_owner' });
    expect((await call(app, admin, 'POST', '/api/admin/users/nope/disable')).statusCode).toBe(404);
  });
});

describe('withdrawing an invitation', () => {
  let app: TestApp;
  const clock = manualClock();
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
    admin = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  const invite = async (email: string, role = 'sales') =>
    (await call(app, admin, 'POST', '/api/admin/invitations', { email, role })).json() as {
      id: string;
      invite_url: string;
    };
  const pending = async () =>
    (await call(app, admin, 'GET', '/api/admin/invitations')).json().items as {
      id: string;
      email: string;
      invited_by: string | null;
    }[];

  it('lists the open invitations, newest first, with who sent them; used and expired ones go', async () => {
    const expired = await invite('expired@firm.example');
    clock.advance(24 * 3600 * 1000 + 1000);
    admin = (await login(app)).access_token;
    const used = await invite('used@firm.example');
    clock.advance(1000);
    await invite('open@firm.example');
    expect((await accept(app, tokenOf(used.invite_url), COLLEAGUE.password)).statusCode).toBe(201);

    const items = await pending();
    expect(items.map((i) => i.email)).toEqual(['open@firm.example']);
    expect(items[0]).toMatchObject({ invited_by: ADMIN.email });
    expect(items.map((i) => i.id)).not.toContain(expired.id);
  });

  it('a withdrawn link stops working at once, and the trail says who withdrew it', async () => {
    const wrong = await invite('wrong-address@elsewhere.example');
    const res = await call(app, admin, 'DELETE', `/api/admin/invitations/${wrong.id}`);
    expect(res.statusCode).toBe(204);

    const late = await accept(app, tokenOf(wrong.invite_url), COLLEAGUE.password);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_invitation' });
    expect((await pending()).map((i) => i.email)).not.toContain('wrong-address@elsewhere.example');

    const again = await call(app, admin, 'DELETE', `/api/admin/invitations/${wrong.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No open invitation with this id');

    const trail = await call(
      app,
      admin,
      'GET',
      '/api/admin/audit-events?type=invitation.withdrawn',
    );
    expect(trail.json().items).toEqual([
      expect.objectContaining({
        actor_email: ADMIN.email,
        target_type: 'invitation',
        target_id: wrong.id,
        details: { email: 'wrong-address@elsewhere.example' },
      }),
    ]);
  });

  it('disabling an admin withdraws the invitations they sent: their links stop working', async () => {
    // An owner: only owners invite.
    const colleague = await invite('inviter@firm.example', 'owner');
    expect((await accept(app, tokenOf(colleague.invite_url), COLLEAGUE.password)).statusCode).toBe(
      201,
    );
    const theirs = (await passwordGrant(app, 'inviter@firm.example', COLLEAGUE.password)).json();
    const sent = (
      await call(app, theirs.access_token, 'POST', '/api/admin/invitations', {
        email: 'friend-of-inviter@elsewhere.example',
        role: 'editor',
      })
    ).json() as { id: string; invite_url: string };
    const mine = await invite('still-welcome@firm.example');

    const users = (await call(app, admin, 'GET', '/api/admin/users')).json().items as {
      id: string;
      email: string;
    }[];
    const inviter = users.find((u) => u.email === 'inviter@firm.example')!;
    expect(
      (await call(app, admin, 'POST', `/api/admin/users/${inviter.id}/disable`)).statusCode,
    ).toBe(200);

    const late = await accept(app, tokenOf(sent.invite_url), COLLEAGUE.password);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: 'invalid_invitation' });
    const open = (await pending()).map((i) => i.id);
    expect(open).not.toContain(sent.id);
    expect(open).toContain(mine.id);
    const trail = await call(app, admin, 'GET', '/api/admin/audit-events?type=user.disabled');
    expect(trail.json().items[0]).toMatchObject({
      target_id: inviter.id,
      details: { sessions_ended: 1, invitations_withdrawn: 1 },
    });
  });

  it('an accepted invitation cannot be withdrawn, and strangers can do neither', async () => {
    const used = await invite('second@firm.example');
    expect((await accept(app, tokenOf(used.invite_url), COLLEAGUE.password)).statusCode).toBe(201);
    expect((await call(app, admin, 'DELETE', `/api/admin/invitations/${used.id}`)).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/admin/invitations' })).statusCode).toBe(401);
    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/admin/invitations/${used.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('invitations with SMTP configured', () => {
  it('are e-mailed, and the link is not shown', async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({
      smtpUrl: smtp.url,
      smtpRequireTls: false, // the test relay has no STARTTLS; see the next test for the default
      notifyEmail: 'leads@firm.example',
      notifyFrom: 'site@firm.example',
    });
    try {
      await createAdmin(app);
      const admin = (await login(app)).access_token;
      const res = await call(app, admin, 'POST', '/api/admin/invitations', {
        email: COLLEAGUE.email,
        role: 'editor',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailed: true, invite_url: null });
      const [mail] = await smtp.waitForMails(1);
      expect(mail!.envelopeTo).toEqual([COLLEAGUE.email]);
      const link = /https?:\/\/\S+\/accept-invite#token=[\w-]+/.exec(mail!.text)?.[0];
      expect(link).toBeDefined();
      expect((await accept(app, tokenOf(link!), COLLEAGUE.password)).statusCode).toBe(201);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('invitations and SMTP_REQUIRE_TLS', () => {
  it('an invitation link (a credential) is not sent to a relay without STARTTLS: it is shown', async () => {
    const smtp = await startSmtpServer();
    const app = await createTestApp({ smtpUrl: smtp.url, notifyFrom: 'site@firm.example' });
    try {
      await createAdmin(app);
      const admin = (await login(app)).access_token;
      const res = await call(app, admin, 'POST', '/api/admin/invitations', {
        email: COLLEAGUE.email,
        role: 'editor',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ emailed: false, invite_url: expect.any(String) });
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

describe('MFA required for every admin', () => {
  it('reaches sessions that began before it was switched on: enrolment-only at once, refresh too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mfa-later-'));
    const databasePath = join(dir, 'site.db');
    const before = await createTestApp({ databasePath });
    let after: TestApp | undefined;
    try {
      await createAdmin(before);
      const tokens = await login(before);
      await before.close();
      // The same database and JWT key, restarted with REQUIRE_ADMIN_MFA=on.
      after = await createTestApp({ databasePath, requireAdminMfa: ['owner', 'editor', 'sales'] });
      const leads = await call(after, tokens.access_token, 'GET', '/api/contact-submissions');
      expect(leads.statusCode).toBe(403);
      expect(leads.json()).toMatchObject({ error: 'mfa_enrolment_required' });
      expect((await call(after, tokens.access_token, 'GET', '/api/account/mfa')).statusCode).toBe(
        200,
      );
      const refreshed = await refresh(after, tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json()).toMatchObject({ mfa_enrolment_required: true });
      const again = await call(after, refreshed.json().access_token, 'GET', '/api/admin/users');
      expect(again.statusCode).toBe(403);
    } finally {
      await after?.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('forces enrolment at the next sign-in: only the account endpoints until a factor is verified', async () => {
    const clock = manualClock();
    const app = await createTestApp({ requireAdminMfa: ROLES, now: clock.now });
    try {
      await createAdmin(app);
      const tokens = await login(app);
      expect(tokens).toMatchObject({ mfa_enrolment_required: true });
      const leads = await call(app, tokens.access_token, 'GET', '/api/contact-submissions');
      expect(leads.statusCode).toBe(403);
      expect(leads.json()).toMatchObject({ error: 'mfa_enrolment_required' });

      const start = await call(app, tokens.access_token, 'POST', '/api/account/mfa/totp', {
        current_password: ADMIN.password,
      });
      expect(start.statusCode).toBe(201);
      const { factor_id, secret } = start.json();
      const verify = await call(app, tokens.access_token, 'POST', '/api/account/mfa/totp/verify', {
        factor_id,
        code: totpCodeAt(secret, clock.now()),
      });
      expect(verify.statusCode).toBe(200);
      expect(
        (await call(app, tokens.access_token, 'GET', '/api/contact-submissions')).statusCode,
      ).toBe(200);
      // The only factor cannot be removed while the setting is on.
      clock.advance(30_000);
      const remove = await call(app, tokens.access_token, 'DELETE', '/api/account/mfa/totp', {
        current_password: ADMIN.password,
        code: totpCodeAt(secret, clock.now()),
      });
      expect(remove.statusCode).toBe(409);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/invitations/status', () => {
  let app: TestApp;
  const clock = manualClock();
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    await createAdmin(app);
    admin = (await login(app)).access_token;
  });
  afterAll(() => app.close());

  const invite = async (email: string) =>
    tokenOf(
      (await call(app, admin, 'POST', '/api/admin/invitations', { email, role: 'editor' })).json()
        .invite_url,
    );
  const status = (token: string) =>
    app.inject({ method: 'POST', url: '/api/invitations/status', payload: { token } });

  it('says an open link is open, with the address and role, and uses nothing up', async () => {
    const token = await invite('status-open@firm.example');
    for (let i = 0; i < 2; i++) {
      const res = await status(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        state: 'open',
        email: 'status-open@firm.example',
        role: 'editor',
        message: null,
      });
    }
    expect((await accept(app, token, COLLEAGUE.password)).statusCode).toBe(201);
  });

  it('tells a used, a withdrawn, an expired and an unknown link apart, with a message', async () => {
    const used = await invite('status-used@firm.example');
    await accept(app, used, 'violet harbour engine loudly');
    const withdrawn = await invite('status-withdrawn@firm.example');
    const { items } = (await call(app, admin, 'GET', '/api/admin/invitations')).json();
    const id = items.find((i: { email: string }) => i.email === 'status-withdrawn@firm.example').id;
    await call(app, admin, 'DELETE', `/api/admin/invitations/${id}`);
    const expired = await invite('status-expired@firm.example');
    clock.advance(24 * 3600 * 1000 + 1000);
    admin = (await login(app)).access_token;

    const states = await Promise.all(
      [used, withdrawn, expired, 'not-a-real-invitation'].map(async (t) =>
        (await status(t)).json(),
      ),
    );
    expect(states.map((s) => s.state)).toEqual(['used', 'withdrawn', 'expired', 'unknown']);
    for (const s of states) {
      expect(s).toMatchObject({ email: null, role: null, message: expect.any(String) });
    }
    expect(states[0].message).toContain('already used');
    expect(states[1].message).toContain('withdrawn');
    expect(states[2].message).toContain('expired');
  });

  it('asks for the token in the body, never the query', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/invitations/status', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_failed', issues: [{ path: 'token' }] });
    const get = await app.inject({ method: 'GET', url: '/api/invitations/status?token=x' });
    expect(get.statusCode).toBe(404);
  });
});
