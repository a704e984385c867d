import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases of their own on the TEST_DATABASE_URL server, for the test runs
 * on PostgreSQL: made by name, reached by URL, dropped by name.
 */
export function testPostgresServer() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    /** Creates a database, empty or as a copy of `template` (which nobody may be connected to), and returns its name. */
    async create(prefix: string, template?: string): Promise<string> {
      const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
      await run(`create database ${name}${template ? ` template ${template}` : ''}`);
      return name;
    },
    urlOf(name: string): string {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    drop: (name: string) => run(`drop database if exists ${name} with (force)`),
  };
}
