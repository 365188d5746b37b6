import { lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** When the newest thing under `path` last changed (a folder: the newest of it and its contents). */
async function lastChange(path: string): Promise<number> {
  const stats = await lstat(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  const changes = await Promise.all(
    (await readdir(path)).map((name) => lastChange(join(path, name)).catch(() => Date.now())),
  );
  return Math.max(stats.mtimeMs, ...changes);
}

/**
 * Removes what uploads in progress left in `dirs` (their contents; the folders stay) when a run
 * of the server ended without finishing them: a crash, a kill, a power cut. Nothing else is ever
 * written there, and nothing there is worth keeping once its request has gone.
 *
 * With `untouchedForMs`, for folders other instances may be using this very moment, only what
 * has not changed for that long goes: an upload still arriving keeps writing to its file.
 * Resolves with how many entries went; a folder that does not exist is no error.
 */
export async function sweepUploadLeftovers(
  dirs: readonly string[],
  { untouchedForMs }: { untouchedForMs?: number } = {},
): Promise<number> {
  let removed = 0;
  for (const dir of dirs) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const before = untouchedForMs === undefined ? undefined : Date.now() - untouchedForMs;
    for (const name of names) {
      const path = join(dir, name);
      // (Gone meanwhile: its own request finished it.)
      const changed = before === undefined ? 0 : await lastChange(path).catch(() => Infinity);
      if (before !== undefined && changed > before) continue;
      await rm(path, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}
