import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConnectionLimits } from '../../../server/src/config/connection-limits';
import { createTestApp, type TestApp } from '../helpers';

// One client cannot hold every connection: the review's client opened all
// 1,000 and /healthz was refused for seconds, again and again. 127.0.0.2 is another client on
// the loopback network (Linux routes all of 127/8 to it).

/** An idle connection from `localAddress`: open once connected, `closed` when the server ends it. */
function idle(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  const closed = new Promise<boolean>((resolve) => socket.on('close', () => resolve(true)));
  socket.on('error', () => {});
  const open = new Promise<Socket>((resolve) => socket.on('connect', () => resolve(socket)));
  return { socket, open, closed };
}

function health(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/healthz', localAddress, agent: false });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('MAX_CONNECTIONS_PER_ADDRESS', () => {
  let app: TestApp;
  const held: Socket[] = [];
  afterEach(async () => {
    held.splice(0).forEach((s) => s.destroy());
    await app.close();
  });

  async function listen(options: Parameters<typeof createTestApp>[0] = {}) {
    app = await createTestApp({
      ...options,
      connections: { ...defaultConnectionLimits, maxConnections: 20, maxConnectionsPerAddress: 5 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as { port: number }).port;
  }

  it('closes a client’s connection over its cap at once; other clients and /healthz are served', async () => {
    const port = await listen();
    const mine = Array.from({ length: 5 }, () => idle(port));
    held.push(...(await Promise.all(mine.map((c) => c.open))));
    const extra = idle(port);
    held.push(extra.socket);
    const within = (ms: number) =>
      new Promise<boolean>((resolve) => setTimeout(resolve, ms, false));
    expect(await Promise.race([extra.closed, within(5000)])).toBe(true);
    // Another address is a client of its own: its health check is answered.
    expect(await health(port, '127.0.0.2')).toBe(200);
    // The first five are still open.
    await settle();
    expect(held.slice(0, 5).every((s) => !s.destroyed)).toBe(true);
  });

  it('frees a slot when a connection closes', async () => {
    const port = await listen();
    const mine = Array.from({ length: 5 }, () => idle(port));
    const sockets = await Promise.all(mine.map((c) => c.open));
    held.push(...sockets);
    sockets[0]!.destroy();
    await settle();
    expect(await health(port, '127.0.0.1')).toBe(200);
  });

  it('counts nothing from a trusted proxy, which carries every visitor', async () => {
    const port = await listen({ trustProxy: ['127.0.0.1'] });
    const many = Array.from({ length: 10 }, () => idle(port));
    held.push(...(await Promise.all(many.map((c) => c.open))));
    expect(await health(port, '127.0.0.1')).toBe(200);
  });
});
