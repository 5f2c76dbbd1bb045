import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './server/src/db/schema/index.ts',
  out: './migrations',
  dbCredentials: { url: process.env.DATABASE_PATH ?? './data/site.db' },
});
