import fp from 'fastify-plugin';
import {
  closeDatabase,
  openDatabase,
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

/** Opens SQLite, applies pending migrations, and closes it last on shutdown. */
export default fp(
  async (fastify) => {
    const handle = openDatabase(fastify.config.databasePath);
    runMigrations(handle);
    const tasks: (() => Promise<void>)[] = [];
    fastify.decorate('db', { ...handle, beforeClose: (task) => void tasks.push(task) });
    fastify.addHook('onClose', async () => {
      for (const task of tasks) await task();
      closeDatabase(handle);
    });
  },
  { name: 'database', dependencies: ['config'] },
);
