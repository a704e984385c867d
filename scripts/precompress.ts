/**
 * After `react-router build`: writes .br and .gz beside every hashed asset so
 * @fastify/static serves them as they are (preCompressed) instead of
 * compressing the same bytes on every request.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client/assets');
let count = 0;
for (const name of await readdir(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets`);
