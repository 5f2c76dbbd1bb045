/**
 * (f) of `npm run bench` (`-- --upload-only` alone): quote requests with a 5 MB attachment from
 * 10 concurrent clients while the contact benchmark runs, against the contact benchmark alone,
 * alternated round by round on one server. Printed: the upload's p50/p99 latency, the contact
 * throughput with uploads over without them (median of the rounds' ratios; the target is at least
 * 0.90), and the server's resident memory before, at its highest during, and after the
 * uploads: flat means the files are streamed to disk, not held in memory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONNECTIONS, cannon, count, type Result } from './contact-load';
import { loadAverage, median, percentile, sleep, startRealServer, type ChildServer } from './lib';

const UPLOADERS = 10;
const FILE_BYTES = 5 * 1024 * 1024;
/** Bytes per pacing step of a paced uploader. */
const STEP = 64 * 1024;

const contactBody = JSON.stringify({
  name: 'Bench Visitor',
  email: 'visitor@example.com',
  message: 'Hello, we would like a quote for a wireless site survey of our campus.',
});

/** The server's resident set (VmRSS of /proc/<pid>/status), in MB. */
function rssMb(server: ChildServer): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The contact load alone: `seconds` of autocannon at CONNECTIONS connections. */
function contacts(url: string, seconds: number): Promise<Result> {
  return cannon({
    url: `${url}/api/contact-submissions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: contactBody,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** A quote request with a 5 MB PDF, as a browser sends it (multipart/form-data). */
function quoteBody(file: Buffer): { body: Buffer; type: string } {
  const boundary = '----bench7d9f3a';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', 'Bench Client') +
    field('email', 'client@example.com') +
    field('service_interest', 'Other') +
    field('project_details', 'Drawings attached.') +
    `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="drawings.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/**
 * The body as a stream sent at `mbit` Mbit/s (a client's uplink), or at once when 0 (loopback:
 * as fast as the machine goes).
 */
function paced(body: Buffer, mbit: number): BodyInit {
  if (mbit === 0) return new Uint8Array(body);
  const bytesPerMs = (mbit * 1_000_000) / 8 / 1000;
  let sent = 0;
  const started = performance.now();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= body.length) return controller.close();
      const due = started + (sent + STEP) / bytesPerMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      controller.enqueue(body.subarray(sent, sent + STEP));
      sent += STEP;
    },
  }) as BodyInit;
}

/** One uploader: quote requests with a 5 MB PDF, one after the other, until `until`. */
async function uploader(
  url: string,
  quote: { body: Buffer; type: string },
  mbit: number,
  until: number,
  latencies: number[],
) {
  let failed = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(`${url}/api/quote-requests`, {
      method: 'POST',
      headers: { 'content-type': quote.type },
      body: paced(quote.body, mbit),
      duplex: 'half',
    } as RequestInit);
    await res.arrayBuffer();
    if (res.status === 201) latencies.push(performance.now() - started);
    else failed++;
  }
  return failed;
}

export async function benchUpload(
  dir: string,
  { rounds, seconds, mbit }: { rounds: number; seconds: number; mbit: number },
  line: (s: string) => void,
): Promise<boolean> {
  line('');
  line(
    `(f) 5 MB quote uploads from ${UPLOADERS} clients ` +
      `(${mbit === 0 ? 'unpaced, as fast as loopback goes' : `each sending at ${mbit} Mbit/s`}) ` +
      `during the contact benchmark (${CONNECTIONS} connections), ${rounds} rounds of ${seconds} s ` +
      'alternated with the contact load alone',
  );
  const server = await startRealServer(join(dir, 'upload.db'), join(dir, 'upload.log'), {
    RATE_LIMIT: 'off',
  });
  try {
    const bytes = Buffer.alloc(FILE_BYTES, 0x20);
    bytes.write('%PDF-1.7\n', 0, 'latin1');
    const quote = quoteBody(bytes);
    await contacts(server.url, 1); // warm up
    await sleep(1000);
    const before = rssMb(server);
    let highest = before;
    // The contact load alone grows the heap too: its highest RSS is the baseline to compare.
    let highestAlone = before;
    const ratios: number[] = [];
    const latencies: number[] = [];
    let failed = 0;
    for (let round = 1; round <= rounds; round++) {
      const aloneSampler = setInterval(
        () => (highestAlone = Math.max(highestAlone, rssMb(server))),
        100,
      );
      const alone = await contacts(server.url, seconds);
      clearInterval(aloneSampler);
      const aloneRate = count(alone, 201) / seconds;
      const sampler = setInterval(() => (highest = Math.max(highest, rssMb(server))), 100);
      const until = performance.now() + seconds * 1000;
      const uploads = Array.from({ length: UPLOADERS }, () =>
        uploader(server.url, quote, mbit, until, latencies),
      );
      const withUploads = await contacts(server.url, seconds);
      failed += (await Promise.all(uploads)).reduce((a, b) => a + b, 0);
      clearInterval(sampler);
      const withRate = count(withUploads, 201) / seconds;
      ratios.push(withRate / aloneRate);
      line(
        `  round ${round}: contacts ${aloneRate.toFixed(0)} req/s alone, ${withRate.toFixed(0)} ` +
          `req/s with uploads (${(withRate / aloneRate).toFixed(3)}); load ${loadAverage()}`,
      );
    }
    await sleep(3000);
    const after = rssMb(server);
    const ratio = median(ratios);
    line(
      `  uploads: ${latencies.length} stored (${failed} failed), p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms`,
    );
    line(`  contact throughput with uploads / without: median ${ratio.toFixed(3)} (at least 0.90)`);
    line(
      `  server RSS: ${before.toFixed(0)} MB before, at most ${highestAlone.toFixed(0)} MB under ` +
        `the contact load alone and ${highest.toFixed(0)} MB with the uploads, ` +
        `${after.toFixed(0)} MB after (${latencies.length * 5} MB uploaded)`,
    );
    return failed === 0 && latencies.length > 0;
  } finally {
    await server.kill9();
  }
}
