import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConnectionLimits } from '../../../server/src/config/connection-limits';
import { createTestApp, type TestApp } from '../helpers';

/** Resolves with everything the server wrote once it closes the connection. */
function untilClosed(socket: Socket): Promise<{ answer: string; ms: number }> {
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
  // A server that cuts a client still writing may reset the connection (ECONNRESET) after its
  // answer: the answer read so far is what the test judges, and 'close' follows the error.
  socket.on('error', () => {});
  return new Promise((resolve) =>
    socket.on('close', () => resolve({ answer, ms: Date.now() - started })),
  );
}

/**
 * A keep-alive client that reads answers but not their `Connection` header, like load tools and
 * some HTTP libraries: it sends its requests one after another on one socket (all at once when
 * `pipelined`) until the server closes it, and returns the status and headers of each answer.
 */
async function sendOnOneSocket(port: number, requests: number, pipelined = false) {
  const socket = connect(port, '127.0.0.1');
  const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
  const answers: { status: number; headers: string }[] = [];
  let buffer = '';
  let closed = false;
  let onChange = () => {};
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('latin1');
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) break;
      const headers = buffer.slice(0, end);
      const length = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) break;
      answers.push({ status: Number(headers.slice(9, 12)), headers: headers.toLowerCase() });
      buffer = buffer.slice(end + 4 + length);
    }
    onChange();
  });
  socket.on('error', () => {}); // as in untilClosed: 'close' follows, with the answers read
  socket.on('close', () => {
    closed = true;
    onChange();
  });
  const next = () => new Promise<void>((resolve) => (onChange = resolve));
  if (pipelined) {
    socket.write(request.repeat(requests));
    while (!closed) await next();
    return answers;
  }
  for (let sent = 0; sent < requests && !closed; sent++) {
    socket.write(request);
    while (!closed && answers.length <= sent) await next();
  }
  socket.destroy();
  return answers;
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

  // Node alone answers the cap's last request with `Connection: close` but keeps the socket and
  // answers 503 to every later request on it (decision 015).
  it('closes a connection after the last request the cap allows: a client never sees a 503', async () => {
    const port = await listen({ maxRequestsPerSocket: 3, keepAliveTimeoutMs: 1000 });
    const answers = await sendOnOneSocket(port, 6);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[2]!.headers).toMatch(/^connection: close$/m);
    expect(answers[1]!.headers).toMatch(/^connection: keep-alive$/m);
  });

  it('answers pipelined requests up to the cap, then closes without a 503 for the rest', async () => {
    const port = await listen({ maxRequestsPerSocket: 3, keepAliveTimeoutMs: 1000 });
    const answers = await sendOnOneSocket(port, 5, true);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('a client that reconnects gets every answer across the cap', async () => {
    const port = await listen({ maxRequestsPerSocket: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
