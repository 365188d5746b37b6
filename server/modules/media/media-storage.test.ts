import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

  it('moves a finished file in under its key, leaving no copy behind', async () => {
    const spooled = join(dataDir, 'spooled.mp4');
    writeFileSync(spooled, Buffer.alloc(64 * 1024, 3));
    await storage.moveIn('announcements/moved.mp4', spooled, 'video/mp4');
    expect(readFileSync(join(root, 'announcements', 'moved.mp4'))).toEqual(
      Buffer.alloc(64 * 1024, 3),
    );
    expect(existsSync(spooled)).toBe(false);
    expect(leftovers()).toEqual([]);
  });

  // /dev/shm is a memory file system on Linux: a rename from there into the store fails (EXDEV).
  const otherFileSystem =
    existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(tmpdir()).dev;
  it.skipIf(!otherFileSystem)('moves a file in from another file system', async () => {
    const elsewhere = mkdtempSync('/dev/shm/simmer-storage-');
    try {
      const spooled = join(elsewhere, 'spooled.webm');
      writeFileSync(spooled, Buffer.alloc(64 * 1024, 4));
      await storage.moveIn('announcements/crossed.webm', spooled, 'video/webm');
      expect(readFileSync(join(root, 'announcements', 'crossed.webm'))).toEqual(
        Buffer.alloc(64 * 1024, 4),
      );
      expect(existsSync(spooled)).toBe(false);
      expect(leftovers()).toEqual([]);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
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
    const spooled = join(dataDir, 'spooled.mp4');
    writeFileSync(spooled, 'x');
    await expect(storage.moveIn('../escape.mp4', spooled, 'video/mp4')).rejects.toThrow(
      'Invalid media key',
    );
    // Refused, the file is still the caller's to remove.
    expect(readFileSync(spooled, 'utf8')).toBe('x');
    rmSync(spooled);
    expect(readdirSync(dataDir)).toEqual(['uploads']);
  });
});
