import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PostgreSQL settings for the embedded database of one small server (decision 033): PGlite starts
 * with PostgreSQL's defaults for a dedicated machine, and its WebAssembly memory never shrinks,
 * so every buffer it touches stays resident for good. 16 MB of shared buffers (down from 128 MB)
 * cost ~135 MB less at rest; maintenance work (an index built by a migration) may take 16 MB, not
 * 64. wal_buffers follows shared_buffers (1/32: 512 kB); work_mem stays at 4 MB per sort, and
 * effective_cache_size, only a hint to the planner, as it is.
 */
export const SMALL_SERVER_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * Creates the database files in `path` when there are none yet, in a thread of its own. PGlite
 * runs initdb in two more WebAssembly instances that outlive it in the heap, hundreds of MB, until
 * the garbage collector happens to take them; ending the thread returns them at once. initdb runs
 * with the same settings (a lower peak), and writes them into the new postgresql.conf.
 */
export async function initDataDirApart(path: string): Promise<void> {
  if (existsSync(join(path, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     import(workerData.pglite)
       .then(({ PGlite }) => PGlite.create({
         dataDir: workerData.path,
         initDbStartParams: workerData.settings.flatMap((setting) => ['--set', setting]),
       }))
       .then((db) => db.close())
       .then(() => parentPort.postMessage('done'));`,
    { eval: true, workerData: { pglite, path, settings: SMALL_SERVER_SETTINGS } },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`creating the database stopped (${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
