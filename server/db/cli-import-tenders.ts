import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfigOrExit } from '../config';
import { openDatabase } from './client';
import { createTenderImportService } from '../modules/tender-import/service';

/**
 * `npm run tenders:import -- FILE [--format jsonl|csv]`: imports tender notices
 * into the configured database while the server is not running (PGlite is
 * one process's; on PostgreSQL a running server picks the new notices up,
 * and its caches within their lifetime). The format follows the file's
 * extension (.jsonl/.ndjson or .csv) unless given. Bad rows are printed with
 * their line numbers and nothing is written; the exit code is 1 then.
 * Row format: server/modules/tender-import/README.md.
 */
const usage = 'Usage: npm run tenders:import -- FILE [--format jsonl|csv]';

async function main() {
  const args = process.argv.slice(2);
  const formatAt = args.findIndex((a) => a === '--format' || a.startsWith('--format='));
  let format: string | undefined;
  if (formatAt >= 0) {
    format = args[formatAt]!.includes('=') ? args[formatAt]!.split('=')[1] : args[formatAt + 1];
    args.splice(formatAt, args[formatAt]!.includes('=') ? 1 : 2);
  }
  const [file, ...rest] = args;
  if (!file || rest.length > 0 || file === '--help') {
    console.error(usage);
    process.exit(file === '--help' ? 0 : 1);
  }
  const ext = path.extname(file).toLowerCase();
  format ??= ext === '.csv' ? 'csv' : ext === '.jsonl' || ext === '.ndjson' ? 'jsonl' : undefined;
  if (format !== 'csv' && format !== 'jsonl') {
    console.error(`Cannot tell the format of ${file}: name it .jsonl or .csv, or pass --format jsonl|csv.\n${usage}`);
    process.exit(1);
  }
  const content = await readFile(file, 'utf8');
  const config = loadConfigOrExit();
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const started = Date.now();
    const result = await createTenderImportService({ db: database.db }).importFile({ content, format, fileName: path.basename(file) });
    if (!result.ok) {
      console.error(`导入失败，未写入任何数据。${result.errors.length} 行有误：`);
      for (const e of result.errors.slice(0, 200)) console.error(`  第 ${e.line} 行：${e.reason}`);
      if (result.errors.length > 200) console.error(`  ……另有 ${result.errors.length - 200} 行`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `导入完成（批次 ${result.batchId}，${Date.now() - started} ms）：共 ${result.total} 行，新增 ${result.inserted}，更新 ${result.updated}，未变 ${result.unchanged}。${result.inserted > 0 ? '新公告已排队，服务启动后匹配订阅。' : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
