import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, with the headers and parts the tests look at. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The event's calendar file, when the mail carries one (text/calendar). */
  calendar: string;
}

export interface SmtpTestServer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves when `count` mails have arrived in total. */
  waitForMails(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server), plain text and no AUTH, as the notification
 * tests' mail relay. `port` 0 picks a free one; a given port lets a test bring a "down" server up.
 */
export async function startSmtpServer(port = 0): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Close lingering (pooled) client connections at once when the test ends.
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMime(Buffer.concat(chunks).toString('utf8')),
        });
        waiters = waiters.filter((w) => (mails.length >= w.count ? (w.resolve(), false) : true));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    waitForMails: (count) =>
      mails.length >= count
        ? Promise.resolve(mails)
        : new Promise((resolve) => waiters.push({ count, resolve: () => resolve(mails) })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (taken, then released): an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Accepts TCP connections and never says a word: an SMTP server that hangs. */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    firstConnection,
    /** Drops every connection (the client sees the server go away) and stops listening. */
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// ---- A small MIME reader: enough for nodemailer's text + html multipart/alternative ----------

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?') // whitespace between two encoded words is not content
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, mode: string, data: string) =>
      mode.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' '); // unfold
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/^base64$/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/^quoted-printable$/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The leaf parts of a message, multipart ones opened (nodemailer nests a calendar's). */
function leaves(part: { headers: Record<string, string>; body: string }): (typeof part)[] {
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((p) => leaves(splitHead(p.replace(/^\r\n/, ''))));
}

function parseMime(raw: string): {
  headers: Record<string, string>;
  text: string;
  html: string;
  calendar: string;
} {
  const { headers, body } = splitHead(raw);
  const parts = leaves({ headers, body });
  const find = (type: string) => {
    const part = parts.find((p) => p.headers['content-type']?.startsWith(type));
    const decoded = part
      ? decodeBody(part.body.replace(/\r\n$/, ''), part.headers['content-transfer-encoding'])
      : '';
    return decoded.replace(/\r\n/g, '\n'); // SMTP line ends back to the visitor's
  };
  return {
    headers,
    text: find('text/plain'),
    html: find('text/html'),
    calendar: find('text/calendar'),
  };
}
