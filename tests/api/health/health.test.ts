import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers';

describe('GET /healthz', () => {
  it('200 { status: ok } while the database answers, 503 when it does not', async () => {
    const app = await createTestApp();
    const ok = await app.inject({ url: '/healthz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    app.db.sqlite.close();
    const down = await app.inject({ url: '/healthz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});
