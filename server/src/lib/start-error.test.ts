import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startErrorMessage } from './start-error';

/** The error Node gives when a server listens where `listen` points it. */
function listenError(port: number, host: string): Promise<NodeJS.ErrnoException> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', resolve);
    server.listen(port, host, () => server.close(() => reject(new Error('listen succeeded'))));
  });
}

describe('startErrorMessage', () => {
  let busy: Server | undefined;
  afterEach(() => new Promise<void>((done) => (busy ? busy.close(() => done()) : done())));

  it('a busy port names the address and PORT, in one line', async () => {
    busy = createServer();
    await new Promise<void>((done) => busy!.listen(0, '127.0.0.1', done));
    const port = (busy.address() as { port: number }).port;
    const message = startErrorMessage(await listenError(port, '127.0.0.1'));
    expect(message).toContain(`127.0.0.1:${port} is already in use`);
    expect(message).toMatch(/set PORT to a free port \(PORT=\d+ npm start\)/);
    expect(message).not.toContain('\n');
  });

  it('an address the machine does not have names HOST', async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never assigned to a machine; binding fails at once.
    const message = startErrorMessage(await listenError(0, '192.0.2.1'));
    expect(message).toContain('192.0.2.1 is not an address of this machine: set HOST');
  });

  it('a privileged port names PORT', () => {
    const error = Object.assign(new Error('listen EACCES: permission denied 0.0.0.0:80'), {
      code: 'EACCES',
      address: '0.0.0.0',
      port: 80,
    });
    expect(startErrorMessage(error)).toMatch(/0\.0\.0\.0:80 .*set PORT to 1024 or above/);
  });

  it('IPv6 addresses are bracketed; anything else keeps its own message', () => {
    const inUse = Object.assign(new Error('listen EADDRINUSE'), {
      code: 'EADDRINUSE',
      address: '::1',
      port: 3000,
    });
    expect(startErrorMessage(inUse)).toContain('[::1]:3000 is already in use');
    expect(startErrorMessage(new Error('disk full'))).toBe('Failed to start: disk full');
  });
});
