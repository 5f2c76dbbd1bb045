import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConnectionLimits } from '../../../server/src/config/app-config';
import { createTestApp, type TestApp } from '../helpers';

/** Resolves with everything the server wrote once it closes the connection. */
function untilClosed(socket: Socket): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  return new Promise((resolve) =>
    socket.on('close', () => resolve({ answer, ms: Date.now() - started })),
  );
}

describe('connection limits', () => {
  let app: TestApp;
  afterEach(() => app.close());

  async function listen(limits: Partial<typeof defaultConnectionLimits>) {
    app = await createTestApp({ connections: { ...defaultConnectionLimits, ...limits } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }

  it('cuts a body that trickles in slower than the request timeout with 408', async () => {
    const port = await listen({ requestTimeoutMs: 1000, headersTimeoutMs: 1000 });
    const socket = connect(port, '127.0.0.1');
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/contact-submissions HTTP/1.1\r\nHost: x\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    );
    // One byte every 200 ms: the body would take 40 s to arrive.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    const { answer, ms } = await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(5000);
  });

  it('closes a connection that sends nothing after the idle timeout', async () => {
    const port = await listen({ idleTimeoutMs: 500 });
    const socket = connect(port, '127.0.0.1');
    const { ms } = await untilClosed(socket);
    expect(ms).toBeLessThan(5000);
  });

  it('applies the keep-alive limit and the per-socket request cap', async () => {
    await listen({ keepAliveTimeoutMs: 1234, maxRequestsPerSocket: 7, maxConnections: 42 });
    expect(app.server.keepAliveTimeout).toBe(1234);
    expect(app.server.maxRequestsPerSocket).toBe(7);
    expect(app.server.maxConnections).toBe(42);
    expect(app.server.requestTimeout).toBe(defaultConnectionLimits.requestTimeoutMs);
    expect(app.server.headersTimeout).toBe(defaultConnectionLimits.headersTimeoutMs);
  });
});
