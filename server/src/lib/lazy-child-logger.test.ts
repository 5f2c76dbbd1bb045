import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from './lazy-child-logger';

function parentLogger() {
  const lines: Record<string, unknown>[] = [];
  // The logger the app configures (app.ts), with a redaction path of its own.
  const { log: parent } = Fastify({
    logger: {
      level: 'info',
      redact: { paths: ['*.password'], censor: '[redacted]' },
      stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  return { parent, lines };
}

describe('the lazy child logger of a request', () => {
  it('makes no child until the request logs', () => {
    const { parent } = parentLogger();
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-1' }, {});
    expect(child).not.toHaveBeenCalled();
    log.info('first');
    log.warn('second');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it("writes the child's lines: its bindings, the parent's redaction and level", () => {
    const { parent, lines } = parentLogger();
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-7' }, {});
    log.debug('below the level');
    log.error({ body: { email: 'a@example.com', password: 'hunter2 hunter2' } }, 'refused');
    log.child({ component: 'audit' }).info('nested');
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        reqId: 'req-7',
        msg: 'refused',
        body: { email: 'a@example.com', password: '[redacted]' },
      }),
      expect.objectContaining({ level: 30, reqId: 'req-7', component: 'audit', msg: 'nested' }),
    ]);
    expect(log.level).toBe('info');
  });

  it('takes the options of the route, such as its own level', () => {
    const { parent, lines } = parentLogger();
    const log = lazyChildLoggerFactory(parent, { reqId: 'req-9' }, { level: 'debug' });
    log.debug('shown at this route');
    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'req-9' })]);
  });
});
