import path from 'node:path';
import { existsSync } from 'node:fs';
import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';
import { isSeeded, seedAddedParts, seedDemoContent } from './db/seed';
import { seedDemoAccounts } from './modules/auth/demo-accounts';
import { seedStaffAccounts } from './modules/admin/demo-staff';
import { seedCannedReplies } from './modules/chat/seed';
import { buildApp, rootDir } from './app';
import { createContentEvents } from './platform/content-events';
import { createMemoryKvStore, createRedisKvStore } from './platform/kv-store';
import { startTenderAlertWorker } from './modules/tender-alerts/worker';
import { startPgliteMaintenance } from './db/pglite-maintenance';

/** Starts the portal: config, database (migrated, seeded on first start), Redis if set, then HTTP. */
async function main() {
  const config = loadConfigOrExit();
  // React and antd read process.env.NODE_ENV itself: without this, `tsx server/main.ts` (config's default is
  // production) rendered antd's development class names, which the build-time stylesheet does not style.
  process.env.NODE_ENV = config.env;

  // BUILD_DIR (also read by react-router.config.ts) lets side-by-side builds be served; the product uses build/.
  const buildDir = path.resolve(rootDir, process.env.BUILD_DIR ?? 'build');
  const buildPath = path.join(buildDir, 'server/index.js');
  if (!existsSync(buildPath)) {
    console.error(`No page build found at ${buildPath}: run \`npm run build\` first (npm start does it for you).`);
    process.exit(1);
  }

  const opening = Date.now();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir });
  await database.migrate();
  // Start-up phases are timed so that a slow first start says where its time went.
  console.log(`Database opened and migrated (${database.kind}) in ${Date.now() - opening} ms`);
  if (config.seedOnStart && !(await isSeeded(database.db))) {
    const started = Date.now();
    const result = await seedDemoContent({ db: database.db });
    await seedDemoAccounts(database.db);
    console.log(`Seeded demo content: ${result.columns} columns, ${result.articles} articles in ${Date.now() - started} ms`);
  } else if (config.seedOnStart) {
    await database.db.transaction((tx) => seedAddedParts(tx as unknown as typeof database.db));
  }

  // Always, not only with SEED_ON_START: a new site needs its first admin (decision 0028).
  await seedStaffAccounts(database.db);
  await seedCannedReplies(database.db);

  const kv = config.redisUrl ? await createRedisKvStore(config.redisUrl) : createMemoryKvStore();
  const events = createContentEvents(kv);
  await events.start();

  const app = await buildApp({ config, database, kv, events, pageBuild: { serverEntry: buildPath, clientDir: path.join(buildDir, 'client') } });

  // Subscription matching and the daily digest run beside the requests, never inside one (decision 0031).
  const alertWorker = startTenderAlertWorker({ alerts: app.services.tenderAlerts, log: app.log });
  // The embedded database has no autovacuum: the process reclaims dead rows itself (decision 0048).
  const maintenance = startPgliteMaintenance({ database, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests and closing');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      // Connections that finish a request after close began go idle later: keep closing them as they do.
      // An HTTP/2 server (TLS_CERT_FILE) has no such method: its sessions are closed by app.ts's preClose hook.
      const sweepIdle = setInterval(() => (app.server as Partial<typeof app.server>).closeIdleConnections?.(), 100);
      await alertWorker.stop();
      await maintenance.stop();
      await app.close();
      clearInterval(sweepIdle);
      await kv.close();
      await database.close();
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The render workers load the page build before the first visitor arrives (about a second).
  await app.warmPages();
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    console.error(`Port ${config.port} on ${config.host} is already in use: stop the program that holds it, or set PORT to another port.`);
    process.exit(1);
  }
  app.log.info(`${config.site.name} 门户已启动: ${config.tls ? 'https' : 'http'}://localhost:${config.port} (database: ${database.kind}, kv: ${kv.kind})`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
