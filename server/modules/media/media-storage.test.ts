import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from './storage.js';

describe('disk media storage', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-storage-'));
  const root = join(dataDir, 'uploads');
  const storage = createDiskStorage(root);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const leftovers = () => (existsSync(join(root, '.tmp')) ? readdirSync(join(root, '.tmp')) : []);

  it('saves a stream under its key, visible only once complete', async () => {
    const target = join(root, 'recipes', 'streamed.webp');
    const upload = new PassThrough();
    const saving = storage.save('recipes/streamed.webp', upload, 'image/webp');
    upload.write(Buffer.alloc(256 * 1024, 1));
    // Half-way: the bytes are on disk under a temporary name, the key shows nothing yet.
    await vi.waitFor(() => expect(leftovers()).toHaveLength(1));
    expect(existsSync(target)).toBe(false);
    upload.end(Buffer.alloc(256 * 1024, 2));
    await saving;
    const written = readFileSync(target);
    expect(written.length).toBe(512 * 1024);
    expect([written[0], written.at(-1)]).toEqual([1, 2]);
    expect(leftovers()).toEqual([]);
  });

  it('leaves nothing behind when the upload stream breaks half-way', async () => {
    async function* broken() {
      yield Buffer.alloc(1024, 1);
      throw new Error('client went away');
    }
    await expect(
      storage.save('recipes/broken.webp', Readable.from(broken()), 'image/webp'),
    ).rejects.toThrow('client went away');
    // Readers never see half a file, and no debris piles up in the temporary folder.
    expect(existsSync(join(root, 'recipes', 'broken.webp'))).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  it('refuses keys that would leave the store', async () => {
    for (const key of [
      '../escape.webp',
      'recipes/../../escape.webp',
      '/etc/passwd',
      'other/x.webp',
    ]) {
      await expect(storage.save(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        'Invalid media key',
      );
    }
    expect(readdirSync(dataDir)).toEqual(['uploads']);
  });
});
