/**
 * Child process of `npm run bench`: 20 concurrent password grants for a few seconds against the
 * URL given, printing autocannon's result as one JSON line. A separate process, so the load it
 * generates does not delay the latency probe running in the benchmark's own process.
 */
import autocannon from 'autocannon';

const [url, seconds, body] = process.argv.slice(2);
const result = await autocannon({
  url: `${url}/auth/token?grant_type=password`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
  connections: 20,
  duration: Number(seconds),
});
process.stdout.write(`${JSON.stringify(result)}\n`);
