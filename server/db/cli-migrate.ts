import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';

/**
 * `npm run db:migrate`: applies the migrations to the database the
 * environment points at (DATABASE_URL, else PGlite in DATA_DIR), without
 * seeding or serving. `npm start` does the same before it serves; this is for
 * a deployment that migrates as its own step.
 */
const config = loadConfigOrExit();
const started = Date.now();
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir });
try {
  await database.migrate();
  console.log(`Migrated ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`} in ${Date.now() - started} ms`);
} finally {
  await database.close();
}
