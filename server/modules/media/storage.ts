import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  MEDIA_URL_PREFIX,
  parsePhotoKey,
  photoStem,
  photoVariants,
  variantKey,
} from '../../../contracts/photo-variants.js';
import type { Config } from '../../config.js';
import { createS3Storage } from './s3-storage.js';
import type { MediaStorage } from './storage-types.js';

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

export type { MediaStorage, StoredFile } from './storage-types.js';

export function uploadsDir(config: Config): string {
  return join(config.dataDir, 'uploads');
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/** Where the disk store writes a file before it is whole (see createDiskStorage). */
export function diskStoreTempDir(root: string): string {
  return join(root, '.tmp');
}

/**
 * Files under `root/<key>`. `save` writes under a temporary name in `root/.tmp` (same file system,
 * never served: `.tmp` is not a media folder) and renames into place; `moveIn` renames the
 * caller's finished file into place, through `.tmp` only when it comes from another file system.
 * Either way a reader never sees half a file, and a crash leaves debris only in temporary folders.
 */
export function createDiskStorage(root: string): MediaStorage {
  const tmpDir = diskStoreTempDir(root);
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
    async open(key) {
      const path = join(root, checkedKey(key));
      try {
        const { size } = await stat(path);
        return { size, contentType: contentTypeOf(key), stream: createReadStream(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await access(join(root, checkedKey(key)));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}

/** On disk a file's type is its name's: the store writes only these kinds. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The configured store: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
export function createStorage(config: Config): MediaStorage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(uploadsDir(config));
}
