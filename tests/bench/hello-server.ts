/**
 * The reference for `npm run bench`: a bare Fastify hello-world with the same Fastify version as
 * the real server and nothing else (no logger, no plugins). Prints the same "Listening on" line as
 * server/src/main.ts so the benchmark starts both the same way.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`Listening on ${address}\n`);
