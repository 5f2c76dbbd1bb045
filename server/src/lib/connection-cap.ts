import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './address-key';

/**
 * At most `cap` open connections from one client address (IPv6: one /64), on top of the
 * server's `maxConnections`: without it one client could open them all and hold them (idle
 * sockets cost it nothing), and every other visitor and the health check were refused for as
 * long as it liked. A connection over the cap is closed at once. Connections from
 * `exempt` addresses (a trusted reverse proxy, which carries every visitor's) are not counted.
 */
export function capConnectionsPerAddress(
  server: Server,
  cap: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const key = addressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
