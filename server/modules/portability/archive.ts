import type { Readable } from 'node:stream';
import type { Entry, ZipFile } from 'yauzl';
import { ErrorCode } from '../../../contracts/errors.js';
import { HttpError } from '../../http-errors.js';
import { isJunkFile } from './junk-files.js';

/** What reading one import may take (config `importLimits`, decision 031). */
export interface ArchiveLimits {
  /** Files in one zip, and in each zip inside it. */
  maxEntries: number;
  /** The bytes one import unpacks in all, nested zips and gzipped files included. */
  maxExpandedBytes: number;
  /** How many times its packed size a file of over RATIO_FLOOR bytes may unpack to. */
  maxRatio: number;
}

/** Below this a file may unpack as much as it likes (a megabyte of spaces hurts nobody). */
const RATIO_FLOOR = 2 ** 20;

/**
 * The bytes an import has unpacked so far, shared by its archive, the zips inside it and the
 * gzipped files a reader unpacks: past `maxExpandedBytes` every further read is refused.
 */
export class ExpandBudget {
  used = 0;
  constructor(readonly max: number) {}

  /** Counts `bytes` more, refusing them when the import would unpack more than allowed. */
  charge(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw expandedTooLarge(this.max);
  }

  /** Whether `bytes` more would still fit. */
  fits(bytes: number): boolean {
    return this.used + bytes <= this.max;
  }
}

/** A zip's files, read one by one from its place on disk (or its bytes); nothing is extracted. */
export interface Archive {
  /** Every file's name, in the archive's order (folders, links and junk files left out). */
  names(): string[];
  /** Whether the archive holds a file of this name. */
  has(name: string): boolean;
  /** The file's bytes; refused when it says it is larger than `maxBytes` (checked as read). */
  read(name: string, maxBytes: number): Promise<Buffer>;
  /** A zip inside this one, read into memory (at most `maxBytes`) and opened with the same caps. */
  openNested(name: string, maxBytes: number): Promise<Archive>;
  /** What the import has unpacked so far: a reader that unpacks more (gzip) counts it here. */
  budget: ExpandBudget;
  close(): void;
}

const megabytes = (bytes: number) => Math.round(bytes / 2 ** 20);

export const notAnArchive = () =>
  new HttpError(422, 'That file is not a zip archive', ErrorCode.NOT_AN_ARCHIVE);

export const entryTooLarge = (name: string, maxBytes: number) =>
  new HttpError(
    413,
    `${name} in the archive is too large (max ${megabytes(maxBytes)} MB)`,
    ErrorCode.ENTRY_TOO_LARGE,
  );

export const expandedTooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The archive unpacks to more than ${megabytes(maxBytes)} MB, more than an import reads`,
    ErrorCode.ARCHIVE_TOO_LARGE,
  );

const zipBomb = (name: string, ratio: number, maxRatio: number) =>
  new HttpError(
    422,
    `${name} in the archive unpacks to ${ratio} times its size (at most ${maxRatio}): ` +
      'it looks like a zip bomb, so the archive is refused',
    ErrorCode.ZIP_BOMB,
  );

/** A symbolic link's mode in a zip's Unix attributes: such entries are never read. */
const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;

/** A zip begins with a local file header, or is empty and begins with its end record. */
export const looksLikeZip = (start: Buffer) =>
  start.length >= 4 &&
  start[0] === 0x50 &&
  start[1] === 0x4b &&
  ((start[2] === 3 && start[3] === 4) || (start[2] === 5 && start[3] === 6));

/** yauzl's words for a name that is absolute or climbs out, in the cook's. */
function unreadable(error: Error): HttpError {
  const climbs = /^(invalid relative path|absolute path): (.*)$/.exec(error.message);
  if (climbs) {
    return new HttpError(
      422,
      `The archive holds a file named "${climbs[2]}", outside the archive: it is refused`,
      ErrorCode.UNREADABLE_ARCHIVE,
    );
  }
  return new HttpError(
    422,
    `The archive cannot be read: ${error.message}`,
    ErrorCode.UNREADABLE_ARCHIVE,
  );
}

/**
 * Lists a zip's files and wraps it as an Archive. yauzl refuses names that are absolute or climb
 * out with `..`, and checks each file's size against what the archive declares; here folders,
 * symbolic links and junk files (`isJunkFile`: `__MACOSX/`, `._name`, `.DS_Store`…) are passed
 * over, and an archive with too many files, a file that unpacks too many times its size, or more
 * declared bytes than the import may unpack, is refused before anything is read. Files are read by name only, into memory and up to a limit
 * each, so a hostile archive cannot write anywhere or fill anything.
 */
async function wrap(zip: ZipFile, limits: ArchiveLimits, budget: ExpandBudget): Promise<Archive> {
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) {
      throw new HttpError(
        413,
        `The archive holds too many files (${zip.entryCount}; at most ${limits.maxEntries})`,
        ErrorCode.TOO_MANY_ENTRIES,
      );
    }
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || isJunkFile(name) || isSymlink(entry)) continue;
      const { uncompressedSize, compressedSize } = entry;
      if (uncompressedSize > RATIO_FLOOR) {
        const ratio = compressedSize > 0 ? uncompressedSize / compressedSize : Infinity;
        if (ratio > limits.maxRatio) {
          throw zipBomb(name, Number.isFinite(ratio) ? Math.round(ratio) : 0, limits.maxRatio);
        }
      }
      declared += uncompressedSize;
      entries.set(name, entry);
    }
    if (!budget.fits(declared)) throw expandedTooLarge(budget.max);
  } catch (error) {
    zip.close();
    if (error instanceof HttpError) throw error;
    throw unreadable(error as Error);
  }

  const read = async (name: string, maxBytes: number) => {
    const entry = entries.get(name);
    if (!entry) throw new HttpError(422, `${name} is not in the archive`);
    if (entry.uncompressedSize > maxBytes) throw entryTooLarge(name, maxBytes);
    const stream: Readable = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) throw entryTooLarge(name, maxBytes);
        budget.charge(chunk.length);
        chunks.push(chunk);
      }
    } catch (error) {
      stream.destroy();
      if (error instanceof HttpError) throw error;
      throw unreadable(error as Error);
    }
    return Buffer.concat(chunks);
  };

  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    read,
    async openNested(name, maxBytes) {
      return openArchiveBuffer(await read(name, maxBytes), limits, budget);
    },
    budget,
    close: () => zip.close(),
  };
}

/** Opens the zip at `path` (an upload spooled to the import's temporary space). */
export async function openArchive(
  path: string,
  limits: ArchiveLimits,
  budget = new ExpandBudget(limits.maxExpandedBytes),
): Promise<Archive> {
  const yauzl = (await import('yauzl')).default;
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch {
    throw notAnArchive();
  }
  return wrap(zip, limits, budget);
}

/** Opens a zip held in memory (one inside another), with the same caps and the same budget. */
export async function openArchiveBuffer(
  bytes: Buffer,
  limits: ArchiveLimits,
  budget: ExpandBudget,
): Promise<Archive> {
  const yauzl = (await import('yauzl')).default;
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  } catch {
    throw notAnArchive();
  }
  return wrap(zip, limits, budget);
}
