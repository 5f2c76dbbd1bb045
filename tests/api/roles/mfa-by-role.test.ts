import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createAdmin,
  createTestApp,
  login,
  refresh,
  signInWithRole,
  type TestApp,
} from '../helpers';

/** REQUIRE_ADMIN_MFA=owner,sales: the roles that touch personal data must use a second factor. */
describe('second factors required by role', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ requireAdminMfa: ['owner', 'sales'] });
    await createAdmin(app);
  });
  afterAll(() => app.close());

  const enrolmentOnly = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'mfa_enrolment_required' });
  };

  it('holds the listed roles to enrolment, and lets the others work without a factor', async () => {
    const owner = await login(app);
    expect(owner).toMatchObject({ mfa_enrolment_required: true });
    enrolmentOnly(await call(app, owner.access_token, 'GET', '/api/admin/users'));

    const sales = await signInWithRole(app, 'sales');
    expect(sales).toMatchObject({ mfa_enrolment_required: true });
    enrolmentOnly(await call(app, sales.access_token, 'GET', '/api/contact-submissions'));
    const status = await call(app, sales.access_token, 'GET', '/api/account/mfa');
    expect(status.json()).toMatchObject({ required: true });

    const editor = await signInWithRole(app, 'editor');
    expect(editor).not.toHaveProperty('mfa_enrolment_required');
    expect(
      (await call(app, editor.access_token, 'GET', '/api/site-content/versions')).statusCode,
    ).toBe(200);
    const editorStatus = await call(app, editor.access_token, 'GET', '/api/account/mfa');
    expect(editorStatus.json()).toMatchObject({ required: false });
  });

  it('a new role that needs a factor holds at the next request of the same session', async () => {
    const person = await signInWithRole(app, 'editor');
    const history = () => call(app, person.access_token, 'GET', '/api/site-content/versions');
    expect((await history()).statusCode).toBe(200);
    // An owner makes them an owner (the role change itself is tested in roles.test.ts).
    expect(app.repos.users.setRoles(person.user.id, { role: 'owner' }).outcome).toBe('changed');
    enrolmentOnly(await history());
    // Their account page stays open, to enrol; the next token says so too.
    expect((await call(app, person.access_token, 'GET', '/api/account/mfa')).statusCode).toBe(200);
    const next = await refresh(app, person.refresh_token);
    expect(next.json()).toMatchObject({ mfa_enrolment_required: true });
  });
});
