import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  bearer,
  call,
  createAdmin,
  createTestApp,
  login,
  passwordGrant,
  refresh,
  SETUP_TOKEN,
  type TestApp,
} from '../helpers';

describe('password policy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const setup = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { setup_token: SETUP_TOKEN, email: ADMIN.email, password },
    });

  it.each([
    ['twelve spaces', ' '.repeat(12), 'Password must not be only spaces'],
    ['too short', 'Xy7!kq', 'Password must be at least 12 characters'],
    ['a common password', 'password1234', 'commonly used password'],
    ['a keyboard row', 'qwertyuiopasdf', 'too easy to guess'],
    ['the e-mail address', `${ADMIN.email}1`, 'too easy to guess'],
  ])('setup refuses %s and says why', async (_, password, why) => {
    const res = await setup(password);
    expect(res.statusCode).toBe(400);
    expect(res.json().message + JSON.stringify(res.json().issues)).toContain(why);
  });

  it('setup accepts a long passphrase', async () => {
    expect((await setup(ADMIN.password)).statusCode).toBe(201);
  });
});

describe('POST /api/account/password', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await createAdmin(app);
  });
  afterAll(() => app.close());

  const change = (token: string, current_password: string, new_password: string) =>
    call(app, token, 'POST', '/api/account/password', { current_password, new_password });

  it('refuses a wrong current password and a weak new one, with the reason', async () => {
    const { access_token } = await login(app);
    const wrong = await change(access_token, 'not the password', 'gentle orbit cactus lamp');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_current_password' });
    const weak = await change(access_token, ADMIN.password, 'Password123!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      error: 'weak_password',
      issues: [{ path: 'new_password' }],
    });
    expect(weak.json().message).toMatch(/too easy to guess/);
  });

  it('answers 204 and ends every other session of the account at once', async () => {
    const other = await login(app);
    const mine = await login(app);
    const res = await change(mine.access_token, ADMIN.password, 'gentle orbit cactus lamp');
    expect(res.statusCode).toBe(204);
    // The other session: access token and refresh token refused at once.
    expect(
      (await app.inject({ url: '/auth/user', headers: bearer(other.access_token) })).statusCode,
    ).toBe(401);
    expect((await refresh(app, other.refresh_token)).statusCode).toBe(400);
    // This session goes on.
    expect(
      (await app.inject({ url: '/auth/user', headers: bearer(mine.access_token) })).statusCode,
    ).toBe(200);
    expect((await passwordGrant(app, ADMIN.email, ADMIN.password)).statusCode).toBe(400);
    expect((await passwordGrant(app, ADMIN.email, 'gentle orbit cactus lamp')).statusCode).toBe(
      200,
    );
  });
});
