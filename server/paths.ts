import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root, found by walking up to package.json, so that the same code finds its
 * migrations and the built web client whether it runs from source (tsx, vitest) or from dist/.
 */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(projectRoot, 'server', 'db', 'migrations');
export const webDistDir = join(projectRoot, 'dist', 'web');
/** The text catalogues, one file per language (decision 049). */
export const localesDir = join(projectRoot, 'locales');
