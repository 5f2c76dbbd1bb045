import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productionPasswordCost } from '../password-costs';
import { ADMIN, createTestApp, SETUP_TOKEN, type TestApp } from '../helpers';

// This file checks the parameters production hashes with: the other files hash at a test cost.
productionPasswordCost();

describe('GET/POST /api/setup', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(() => app.close());

  const setup = (payload: object) => app.inject({ method: 'POST', url: '/api/setup', payload });
  const status = async () => (await app.inject({ url: '/api/setup' })).json();

  it('reports admin_exists false, creates the admin (201), then reports true and answers 409 forever', async () => {
    expect(await status()).toEqual({ admin_exists: false });
    const res = await setup({ setup_token: SETUP_TOKEN, ...ADMIN });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      user: { id: expect.any(String), email: ADMIN.email, role: 'owner', extra_roles: [] },
    });
    expect(await status()).toEqual({ admin_exists: true });
    const again = await setup({
      setup_token: SETUP_TOKEN,
      email: 'other@firm.example',
      password: 'another long password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'admin_exists', message: expect.any(String) });
  });

  it('stores an argon2id hash (m=19456, t=2, p=1), never the password', async () => {
    await setup({ setup_token: SETUP_TOKEN, ...ADMIN });
    const row = app.db.sqlite.prepare('SELECT password_hash FROM users').get() as {
      password_hash: string;
    };
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('401 invalid_setup_token for a wrong token', async () => {
    const res = await setup({ setup_token: 'wrong-token', ...ADMIN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_setup_token', message: expect.any(String) });
    expect(await status()).toEqual({ admin_exists: false });
  });

  it('401 when no setup token is configured at all', async () => {
    const closed = await createTestApp({ adminSetupToken: null });
    const res = await closed.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { setup_token: 'anything', ...ADMIN },
    });
    expect(res.statusCode).toBe(401);
    await closed.close();
  });

  it('400 validation_failed for a short password, naming the field', async () => {
    const res = await setup({ setup_token: SETUP_TOKEN, email: ADMIN.email, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { path: 'password', message: expect.stringContaining('12') },
    ]);
  });

  it('400 validation_failed for a password over 256 characters and a bad e-mail', async () => {
    const res = await setup({ setup_token: SETUP_TOKEN, email: 'nope', password: 'x'.repeat(257) });
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('two racing setups: exactly one 201, the other 409', async () => {
    const [a, b] = await Promise.all([
      setup({ setup_token: SETUP_TOKEN, email: 'a@firm.example', password: 'first long password' }),
      setup({
        setup_token: SETUP_TOKEN,
        email: 'b@firm.example',
        password: 'second long password',
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(app.db.sqlite.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 1 });
  });

  it('a one-time code set at start (no ADMIN_SETUP_TOKEN) is what setup accepts', async () => {
    const fresh = await createTestApp({ adminSetupToken: null });
    fresh.setupToken.useOneTimeCode('ABCD-EFGH-JKLM');
    const res = await fresh.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { setup_token: 'ABCD-EFGH-JKLM', ...ADMIN },
    });
    expect(res.statusCode).toBe(201);
    await fresh.close();
  });
});
