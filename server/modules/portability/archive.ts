import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { HttpError } from '../../http-errors.js';

/** A zip's files, read one by one from its place on disk; nothing is ever extracted. */
export interface Archive {
  /** Whether the archive holds a file of this name. */
  has(name: string): boolean;
  /** The file's bytes; refused when it says it is larger than `maxBytes` (checked as read). */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

export const notAnArchive = () =>
  new HttpError(422, 'That file is not a zip archive', 'NOT_AN_ARCHIVE');

export const entryTooLarge = (name: string, maxBytes: number) =>
  new HttpError(
    413,
    `${name} in the archive is too large (max ${Math.round(maxBytes / 2 ** 20)} MB)`,
    'ENTRY_TOO_LARGE',
  );

/** A symbolic link's mode in a zip's Unix attributes: such entries are never read. */
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;

/**
 * Opens a zip and lists its files (at most `maxEntries`). yauzl refuses names that are absolute
 * or climb out with `..`, and checks each file's size against what the archive declares; here
 * folders, symbolic links and macOS's `__MACOSX/` debris are passed over. Files are read by name
 * only, into memory and up to a limit each, so a hostile archive cannot write anywhere or fill
 * anything.
 */
export async function openArchive(path: string, { maxEntries }: { maxEntries: number }) {
  const yauzl = (await import('yauzl')).default;
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    throw notAnArchive();
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > maxEntries) {
      throw new HttpError(
        413,
        `The archive holds too many files (${zip.entryCount}; at most ${maxEntries})`,
        'TOO_MANY_ENTRIES',
      );
    }
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || name.startsWith('__MACOSX/') || isSymlink(entry)) continue;
      entries.set(name, entry);
    }
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      422,
      `The archive cannot be read: ${(error as Error).message}`,
      'UNREADABLE_ARCHIVE',
    );
  }

  const archive: Archive = {
    has: (name) => entries.has(name),
    async read(name, maxBytes) {
      const entry = entries.get(name);
      if (!entry) throw new HttpError(422, `${name} is not in the archive`);
      if (entry.uncompressedSize > maxBytes) throw entryTooLarge(name, maxBytes);
      const stream: Readable = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) {
          stream.destroy();
          throw entryTooLarge(name, maxBytes);
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    close: () => zip.close(),
  };
  return archive;
}
