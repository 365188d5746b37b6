// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the built web client, at
// the highest levels: done once per build, so the server sends them without compressing anything
// per request (@fastify/static `preCompressed` picks the copy the browser accepts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** Compresses every text file under `dir`; answers how many files got copies. */
export function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (statSync(path).size < MIN_BYTES) continue;
    const bytes = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    count += 1;
  }
  return count;
}

const dir = process.argv[2];
if (dir) console.error(`simmer: precompressed ${precompress(dir)} web files`);
