import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepUploadLeftovers } from './upload-leftovers.js';

const HOUR = 60 * 60 * 1000;

/** A folder of uploads in progress: a spooled video, a half-copied file, a folder of them. */
function folderWithLeftovers(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'simmer-leftovers-')), 'tmp');
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'a1b2.mp4'), 'half a video');
  writeFileSync(join(dir, 'c3d4.zip'), 'half an archive');
  writeFileSync(join(dir, 'nested', 'e5f6'), 'half a photo');
  return dir;
}

/** Sets a file's (or folder's) last change `hours` ago. */
function age(path: string, hours: number) {
  const then = new Date(Date.now() - hours * HOUR);
  utimesSync(path, then, then);
}

describe('sweeping what uploads in progress left behind', () => {
  it('removes everything in the folders, keeping the folders, when no one else uses them', async () => {
    const tmp = folderWithLeftovers();
    const store = folderWithLeftovers();
    expect(await sweepUploadLeftovers([tmp, store])).toBe(6);
    expect(readdirSync(tmp)).toEqual([]);
    expect(readdirSync(store)).toEqual([]);
  });

  it('with a shared folder, removes only what nobody has touched for longer than the limit', async () => {
    const tmp = folderWithLeftovers();
    age(join(tmp, 'a1b2.mp4'), 30);
    age(join(tmp, 'nested', 'e5f6'), 30);
    age(join(tmp, 'nested'), 30);
    // Another instance's upload, arriving right now.
    writeFileSync(join(tmp, 'c3d4.zip'), 'more of an archive');
    expect(await sweepUploadLeftovers([tmp], { untouchedForMs: 24 * HOUR })).toBe(2);
    expect(readdirSync(tmp)).toEqual(['c3d4.zip']);
  });

  it('keeps a shared folder holding something recent, even when the folder itself is old', async () => {
    const tmp = folderWithLeftovers();
    age(join(tmp, 'nested'), 30);
    expect(await sweepUploadLeftovers([tmp], { untouchedForMs: 24 * HOUR })).toBe(0);
    expect(existsSync(join(tmp, 'nested', 'e5f6'))).toBe(true);
  });

  it('is no error when a folder does not exist (yet)', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'simmer-leftovers-')), 'tmp');
    expect(await sweepUploadLeftovers([missing])).toBe(0);
  });
});
