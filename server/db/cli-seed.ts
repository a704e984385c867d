import { count } from 'drizzle-orm';
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { newsArticles, newsColumns, tenderNotices } from './schema';
import { addSyntheticTenders } from './seed-tender';
import { addSyntheticArticles, isSeeded, seedDemoContent } from './seed';

/**
 * `tsx server/db/cli-seed.ts [--scale N] [--tenders N]`: migrates the
 * configured database, seeds the demo content if it is not there yet, then
 * with --scale appends N synthetic articles and with --tenders about N tender
 * notices (from the demo seed's factories) for load tests.
 */
const usage = [
  'Usage: tsx server/db/cli-seed.ts [--scale N] [--tenders N]',
  '  --scale N     also add N synthetic articles (a whole number from 0 to 1000000)',
  '  --tenders N   also add about N tender notices with their projects, bidders and search documents (0 to 2000000)',
].join('\n');
const limits = { scale: 1_000_000, tenders: 2_000_000 } as const;
type Args = { scale: number; tenders: number; help: boolean };

class UsageError extends Error {}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 0, tenders: 0, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      args.help = true;
      continue;
    }
    const m = /^--(scale|tenders)(?:=(.*))?$/.exec(arg);
    if (!m) throw new UsageError(`Unknown argument "${arg}".`);
    const name = m[1] as 'scale' | 'tenders';
    const value = m[2] !== undefined ? m[2] : argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a number, e.g. --${name} 10000.`);
    if (!/^\d+$/.test(value) || Number(value) > limits[name]) {
      throw new UsageError(`--${name} must be a whole number from 0 to ${limits[name]}, got "${value}".`);
    }
    args[name] = Number(value);
  }
  return args;
}

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${e.message}\n${usage}`);
    process.exit(1);
  }
  if (args.help) {
    console.log(usage);
    return;
  }

  const config = loadConfigOrExit();

  const started = Date.now();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const { db } = database;
    console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);

    if (await isSeeded(db)) {
      console.log('Demo content already present (seed_version is set), not seeding again.');
    } else {
      const t = Date.now();
      const result = await seedDemoContent({ db });
      console.log(`Seeded demo content: ${result.columns} columns, ${result.articles} articles in ${Date.now() - t} ms`);
    }

    if (args.scale > 0) {
      const t = Date.now();
      let reported = 0;
      const added = await addSyntheticArticles({
        db,
        count: args.scale,
        onProgress: (done, total) => {
          if (done === total || done - reported >= 20_000) {
            reported = done;
            console.log(`  … ${done} / ${total} synthetic articles`);
          }
        },
      });
      console.log(`Added ${added} synthetic articles in ${Date.now() - t} ms`);
    }

    if (args.tenders > 0) {
      const t = Date.now();
      let reported = 0;
      const added = await addSyntheticTenders({
        db,
        count: args.tenders,
        onProgress: (done, total) => {
          if (done >= total || done - reported >= 20_000) {
            reported = done;
            console.log(`  … ${done} / ${total} tender notices`);
          }
        },
      });
      const [notices] = await db.select({ n: count() }).from(tenderNotices);
      console.log(`Added ${added} tender notices in ${Date.now() - t} ms (${notices?.n ?? 0} in all)`);
    }

    const [columns] = await db.select({ n: count() }).from(newsColumns);
    const [articles] = await db.select({ n: count() }).from(newsArticles);
    console.log(`Totals: ${columns?.n ?? 0} columns, ${articles?.n ?? 0} articles. Done in ${Date.now() - started} ms.`);
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(`Seeding failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
