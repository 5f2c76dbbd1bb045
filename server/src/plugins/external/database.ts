import fp from 'fastify-plugin';
import { scheduleJob } from '../../lib/schedule';
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

/** PRAGMA optimize daily at 03:45 in the firm's time zone (cron), after the retention pass. */
const OPTIMIZE_SCHEDULE = '45 3 * * *';

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
    const daily = scheduleJob(
      OPTIMIZE_SCHEDULE,
      fastify.config.timeZone,
      () => optimizeDatabase(handle),
      (error) => fastify.log.warn({ err: error }, 'PRAGMA optimize failed; tried again tomorrow'),
    );
    fastify.addHook('onClose', async () => {
      daily.stop();
      for (const task of tasks) await task();
      closeDatabase(handle);
    });
  },
  { name: 'database', dependencies: ['config'] },
);
