import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_ARCHIVE_FIELD } from '../../../contracts/portability.js';
import { HttpError } from '../../http-errors.js';
import {
  assertMultipart,
  discardRest,
  formError,
  readField,
  unexpectedFile,
} from '../media/multipart-form.js';

export const archiveTooLarge = (maxBytes: number) =>
  new HttpError(413, `The archive is too large (max ${Math.round(maxBytes / 2 ** 20)} MB)`);

/**
 * The import form: its text fields, and its archive spooled to a temporary file as it arrives (a
 * zip is read from its end, so it must be whole before it can be opened), at most `maxBytes`.
 * The caller owns the file and removes it; on any error here nothing is left behind.
 */
export async function receiveArchive(
  request: FastifyRequest,
  { maxBytes, tempDir }: { maxBytes: number; tempDir: string },
): Promise<{ fields: Record<string, string>; path: string | null }> {
  assertMultipart(request);
  const fields: Record<string, string> = {};
  let path: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        readField(part, fields);
        continue;
      }
      if (part.fieldname !== IMPORT_ARCHIVE_FIELD || path) throw unexpectedFile(part.fieldname);
      await mkdir(tempDir, { recursive: true });
      path = join(tempDir, `${randomUUID()}.zip`);
      // Busboy stops at the limit but ends the part only when the client has sent it all:
      // failing the write at once answers while the client is still sending.
      part.file.once('limit', () => part.file.destroy(archiveTooLarge(maxBytes)));
      await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
    }
  } catch (error) {
    discardRest(request);
    if (path) await rm(path, { force: true });
    throw formError(error, () => archiveTooLarge(maxBytes));
  }
  return { fields, path };
}
