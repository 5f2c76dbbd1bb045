import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers';

// One access line per request at debug (LOG_LEVEL=debug), with the method, URL, status and time;
// none at info, where the request path does not even run the hook (docs/performance-log.md,
// section 12).
async function linesAt(logLevel: 'debug' | 'info') {
  const lines: string[] = [];
  const app = await createTestApp({
    logLevel,
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
  } finally {
    await app.close();
  }
  return lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request completed');
}

describe('access log', () => {
  it('logs one line per request at debug, with method, URL, status and response time', async () => {
    const access = await linesAt('debug');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 20,
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('logs no access line at info', async () => {
    expect(await linesAt('info')).toEqual([]);
  });
});
