import fp from 'fastify-plugin';
import {
  closeDatabase,
  openDatabase,
  optimizeDatabase,
  runMigrations,
  type DatabaseHandle,
} from '../../db/connection';

export interface AppDatabase extends DatabaseHandle {
  /** Work to finish before the database closes on shutdown (e.g. flushing queued writes). */
  beforeClose(task: () => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: AppDatabase;
  }
}

const DAY_MS = 24 * 3600_000;

/**
 * Opens SQLite, applies pending migrations, refreshes the planner's statistics daily (PRAGMA
 * optimize, also run as the connection opens), and closes it last on shutdown.
 */
export default fp(
  async (fastify) => {
    const handle = openDatabase(fastify.config.databasePath);
    runMigrations(handle);
    const tasks: (() => Promise<void>)[] = [];
    fastify.decorate('db', { ...handle, beforeClose: (task) => void tasks.push(task) });
    const daily = setInterval(() => {
      try {
        optimizeDatabase(handle);
      } catch (error) {
        fastify.log.warn({ err: error }, 'PRAGMA optimize failed; tried again tomorrow');
      }
    }, DAY_MS);
    daily.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(daily);
      for (const task of tasks) await task();
      closeDatabase(handle);
    });
  },
  { name: 'database', dependencies: ['config'] },
);
