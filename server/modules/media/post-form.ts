import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { HttpError } from '../../http-errors.js';
import { encodePhoto, sniffPhotoType } from './images.js';
import {
  assertMultipart,
  discardRest,
  formError,
  photoTooLarge,
  readField,
  unexpectedFile,
} from './multipart-form.js';
import { storePhoto } from './photo-store.js';
import { type MediaFolder, type MediaStorage, mediaUrl, newMediaKey } from './storage.js';
import {
  checkVideo,
  sniffVideo,
  unsupportedMedia,
  type VideoFormat,
  videoTooLarge,
} from './video.js';

export interface PostFormOptions {
  /** The one field that may carry a file. */
  field: string;
  folder: MediaFolder;
  photoMaxBytes: number;
  videoMaxBytes: number;
  videoMaxSeconds: number;
}

export interface PostForm {
  fields: Record<string, string>;
  media: { url: string; mediaType: 'image' | 'video' } | null;
}

/**
 * Where uploaded videos are spooled while they arrive and are checked: under DATA_DIR, never
 * served (outside `uploads/`), and not the store's own folder, so an S3 store works the same.
 * A crash leaves debris here and nowhere else.
 */
export function uploadTempDir(config: Config): string {
  return join(config.dataDir, 'tmp');
}

/** Enough for file-type to tell every accepted kind apart (its documented minimum). */
const SNIFF_BYTES = 4100;

type Received =
  | { kind: 'photo'; data: Buffer }
  | { kind: 'video'; path: string; format: VideoFormat };

interface Deps {
  storage: MediaStorage;
  tempDir: string;
}

/** MediaService.readPostForm: reads the form, then checks and stores its photo or video. */
export async function readPostForm(
  request: FastifyRequest,
  options: PostFormOptions,
  { storage, tempDir }: Deps,
): Promise<PostForm> {
  const { fields, file } = await readParts(request, options, tempDir);
  if (!file) return { fields, media: null };
  if (file.kind === 'photo') {
    // The same photo kinds as a recipe's; only the 415's wording names videos too.
    const photo = await encodePhoto(file.data, options.folder).catch((error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 415 ? unsupportedMedia() : error;
    });
    const key = await storePhoto(storage, options.folder, photo);
    return { fields, media: { url: mediaUrl(key), mediaType: 'image' } };
  }
  try {
    await checkVideo(file.path, file.format, options.videoMaxSeconds);
    const key = newMediaKey(options.folder, file.format.extension);
    await storage.moveIn(key, file.path, file.format.contentType);
    return { fields, media: { url: mediaUrl(key), mediaType: 'video' } };
  } finally {
    // Already gone when it was moved in; removed on every refusal or failure.
    await rm(file.path, { force: true });
  }
}

/**
 * Reads the whole form in one pass; the file is held in memory when it is a photo, written to a
 * temporary file when it is a video. On an error nothing is left on disk; on success the caller
 * owns the temporary file.
 */
async function readParts(
  request: FastifyRequest,
  options: PostFormOptions,
  tempDir: string,
): Promise<{ fields: Record<string, string>; file: Received | null }> {
  assertMultipart(request);
  const fields: Record<string, string> = {};
  let file: Received | null = null;
  // The parser's own per-file limit (the plugin's default is a photo's 10 MB) must let a whole
  // video through; each kind's limit is then counted here. Other limits stay the plugin's.
  const fileSize = Math.max(options.photoMaxBytes, options.videoMaxBytes);
  try {
    for await (const part of request.parts({ limits: { fileSize } })) {
      if (part.type === 'field') {
        readField(part, fields);
      } else if (part.fieldname !== options.field) {
        throw unexpectedFile(part.fieldname);
      } else {
        file = await receiveFile(part.file, options, tempDir);
      }
    }
  } catch (error) {
    discardRest(request);
    if (file?.kind === 'video') await rm(file.path, { force: true });
    throw formError(error, () => videoTooLarge(options.videoMaxBytes));
  }
  return { fields, file };
}

/**
 * Reads one file part: its first bytes say whether it is a photo or a video (never its name or
 * declared type), and anything else is refused before the rest is read. Null for an empty part.
 */
async function receiveFile(
  stream: Readable,
  options: PostFormOptions,
  tempDir: string,
): Promise<Received | null> {
  // Before the bytes are sniffed only the parser's limit, the larger one, can be hit.
  let kind: Received['kind'] = 'video';
  // Busboy stops feeding a file at its limit but ends the stream only with the part, i.e. once the
  // client has sent all of it; destroying the stream fails the read at once instead.
  stream.once('limit', () =>
    stream.destroy(
      kind === 'photo'
        ? photoTooLarge(options.photoMaxBytes)
        : videoTooLarge(options.videoMaxBytes),
    ),
  );
  const chunks: AsyncIterator<Buffer> = stream[Symbol.asyncIterator]();
  try {
    const head = await readHead(chunks);
    if (head.length === 0) return null;
    if (await sniffPhotoType(head)) {
      kind = 'photo';
      const data: Buffer[] = [];
      for await (const chunk of counted(head, chunks, options.photoMaxBytes, photoTooLarge)) {
        data.push(chunk);
      }
      return { kind, data: Buffer.concat(data) };
    }
    const format = await sniffVideo(head);
    if (!format) throw unsupportedMedia();
    await mkdir(tempDir, { recursive: true });
    // Named with its extension, which tells music-metadata which parser to use.
    const path = join(tempDir, `${randomUUID()}.${format.extension}`);
    try {
      await pipeline(
        counted(head, chunks, options.videoMaxBytes, videoTooLarge),
        createWriteStream(path, { flags: 'wx' }),
      );
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { kind, path, format };
  } finally {
    // A part not read to its end (refused, too large, disk failing) is dropped; not through
    // chunks.return(), which would wait for a next chunk the client may never send.
    if (!stream.readableEnded) stream.destroy();
  }
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let size = 0;
  while (size < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
  }
  return Buffer.concat(head);
}

/** The head, then the rest of the part, failing as soon as the total passes `maxBytes`. */
async function* counted(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
  maxBytes: number,
  tooLarge: (maxBytes: number) => HttpError,
): AsyncGenerator<Buffer> {
  let size = 0;
  let chunk: IteratorResult<Buffer> = { value: head };
  while (!chunk.done) {
    size += chunk.value.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    yield chunk.value;
    chunk = await rest.next();
  }
}
