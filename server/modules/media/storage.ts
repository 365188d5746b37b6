import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_URL_PREFIX,
  parsePhotoKey,
  photoStem,
  photoVariants,
  variantKey,
} from '../../../contracts/photo-variants.js';
import type { Config } from '../../config.js';

/** Folders of the media store; one per kind of owner so a folder can be audited on its own. */
export const MEDIA_FOLDERS = ['recipes', 'profiles', 'announcements'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * A key is `<folder>/<random name>.<ext>`. Keys come back to us from the database and from request
 * paths, so everything that turns a key into a file or a URL checks it against this pattern first:
 * no dots but the extension's, no slashes but the folder's, hence no way out of the store.
 */
const KEY_PATTERN = new RegExp(
  `^(?:${MEDIA_FOLDERS.join('|')})/[A-Za-z0-9-]{1,100}\\.[a-z0-9]{2,5}$`,
);

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newMediaKey(folder: MediaFolder, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}

/** A photo's key carries its size, from which the client knows its copies (photo-variants.ts). */
export function newPhotoKey(folder: MediaFolder, width: number, height: number): string {
  return `${folder}/${photoStem(randomUUID(), width, height)}.webp`;
}

/**
 * Every file stored under a key: the file itself, then the copies its name says were made
 * beside it (none for videos and for photos stored before copies existed).
 */
export function filesOfKey(key: string): string[] {
  const photo = parsePhotoKey(key);
  if (!photo) return [key];
  const copies = photoVariants(photo.folder, photo.width, photo.height);
  return [key, ...copies.map((variant) => variantKey(photo, variant))];
}

/** The URL a stored file is served at (media.routes.ts). */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The key behind one of our URLs, or null for anything else (foreign URLs, odd paths). */
export function keyFromUrl(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = url.slice(MEDIA_URL_PREFIX.length);
  return isMediaKey(key) ? key : null;
}

/**
 * Where media bytes live. A later issue adds S3 behind the same interface, which is why `save`
 * takes a stream (a 100 MB video must never sit whole in memory) and a content type.
 */
export interface MediaStorage {
  save(key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * Takes in a complete file from the local disk (an upload spooled to a temporary file) without
   * reading it into memory: on disk a rename, in S3 a streamed upload. Once this resolves the file
   * at `filePath` is gone; when it rejects, the caller still owns it.
   */
  moveIn(key: string, filePath: string, contentType: string): Promise<void>;
  /** Resolves also when the file is already gone. */
  remove(key: string): Promise<void>;
}

export function uploadsDir(config: Config): string {
  return join(config.dataDir, 'uploads');
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/**
 * Files under `root/<key>`. `save` writes under a temporary name in `root/.tmp` (same file system,
 * never served: `.tmp` is not a media folder) and renames into place; `moveIn` renames the
 * caller's finished file into place, through `.tmp` only when it comes from another file system.
 * Either way a reader never sees half a file, and a crash leaves debris only in temporary folders.
 */
export function createDiskStorage(root: string): MediaStorage {
  const tmpDir = join(root, '.tmp');
  return {
    async save(key, data) {
      const target = join(root, checkedKey(key));
      const tmp = join(tmpDir, randomUUID());
      await mkdir(tmpDir, { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      try {
        if (Buffer.isBuffer(data)) {
          await writeFile(tmp, data, { flag: 'wx' });
        } else {
          await pipeline(data, createWriteStream(tmp, { flags: 'wx' }));
        }
        await rename(tmp, target);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
    },
    async moveIn(key, filePath) {
      const target = join(root, checkedKey(key));
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // The file lives on another file system: copy it next to the store first, so the key
        // still appears only once complete.
        const tmp = join(tmpDir, randomUUID());
        await mkdir(tmpDir, { recursive: true });
        try {
          await copyFile(filePath, tmp, constants.COPYFILE_EXCL);
          await rename(tmp, target);
        } catch (copyError) {
          await rm(tmp, { force: true });
          throw copyError;
        }
        await rm(filePath, { force: true });
      }
    },
    async remove(key) {
      try {
        await unlink(join(root, checkedKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

/** The configured store. S3 (config.s3) arrives with a later issue; until then media is on disk. */
export function createStorage(config: Config): MediaStorage {
  return createDiskStorage(uploadsDir(config));
}
