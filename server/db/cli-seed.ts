import { count } from 'drizzle-orm';
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { newsArticles, newsColumns } from './schema';
import { addSyntheticArticles, isSeeded, seedDemoContent } from './seed';

/**
 * `tsx server/db/cli-seed.ts [--scale N]`: migrates the configured database,
 * seeds the demo content if it is not there yet, then with --scale appends N
 * synthetic articles for load tests.
 */
const usage = 'Usage: tsx server/db/cli-seed.ts [--scale N]\n  --scale N   also add N synthetic articles (a whole number from 0 to 1000000)';
const maxScale = 1_000_000;

class UsageError extends Error {}

function parseArgs(argv: string[]): { scale: number; help: boolean } {
  let scale = 0;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const inline = /^--scale=(.*)$/.exec(arg);
    if (arg !== '--scale' && !inline) throw new UsageError(`Unknown argument "${arg}".`);
    const value = inline ? inline[1]! : argv[++i];
    if (value === undefined || value === '') throw new UsageError('--scale needs a number, e.g. --scale 10000.');
    if (!/^\d+$/.test(value) || Number(value) > maxScale) {
      throw new UsageError(`--scale must be a whole number from 0 to ${maxScale}, got "${value}".`);
    }
    scale = Number(value);
  }
  return { scale, help };
}

async function main(): Promise<void> {
  let args: { scale: number; help: boolean };
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
