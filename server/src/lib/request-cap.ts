import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Makes the per-connection request cap (`server.maxRequestsPerSocket`) a graceful one: the last
 * request the cap allows on a connection is answered with `Connection: close` and the server
 * closes the connection after that answer, so the client opens a new one for its next request.
 *
 * Node alone writes `Connection: close` on that answer but keeps the socket open, and answers
 * every later request on it with a 503 (Node 20-24): a client that does not read the header, as
 * load tools and some HTTP libraries do, gets nothing but 503s from then on. Setting the header
 * ourselves is what makes Node end the connection after the response (decision 015). Node's own
 * check stays behind it: a request already pipelined after the last one is never handed to the
 * application, and its 503 is never written because the socket is closed first.
 */
export function closeConnectionsAtRequestCap(server: Server, cap: number): void {
  if (cap <= 0) return;
  const served = new WeakMap<Socket, number>();
  // Before Fastify's own listener, so the header is there whatever the route sends.
  server.prependListener('request', (request, response) => {
    const count = (served.get(request.socket) ?? 0) + 1;
    served.set(request.socket, count);
    if (count >= cap) response.setHeader('connection', 'close');
  });
}
