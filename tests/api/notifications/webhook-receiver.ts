import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  payload: Record<string, unknown>;
}

/**
 * A CRM's webhook endpoint: verifies every POST with the `standardwebhooks` package (signature,
 * timestamp tolerance), answers 204 when valid, 401 when not, or `failWith` when told to fail.
 */
export async function startWebhookReceiver(secret: string, port = 0) {
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  const rejected: string[] = [];
  let failWith: number | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failWith !== null) {
        res.writeHead(failWith).end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const payload = verifier.verify(body, req.headers as Record<string, string>) as Record<
          string,
          unknown
        >;
        received.push({ id: String(req.headers['webhook-id']), payload });
        res.writeHead(204).end();
      } catch (error) {
        rejected.push(String(error));
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    received,
    rejected,
    failWith(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
