import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-errors.js';

export interface ReadFormOptions {
  /** The one field that may carry a file. */
  field: string;
  maxBytes: number;
}

export interface RawForm {
  fields: Record<string, string>;
  /** The file's bytes; null when no file or an empty file part was sent. */
  file: Buffer | null;
}

export const notMultipart = () => new HttpError(400, 'Expected a multipart/form-data body');

export const photoTooLarge = (maxBytes: number) =>
  new HttpError(413, `Photo is too large (max ${Number((maxBytes / 2 ** 20).toFixed(2))} MB)`);

/**
 * Reads a whole multipart form in one pass: text fields as strings (see readField) and at most
 * one file, held in memory up to `maxBytes`. Busboy stops collecting a file at the limit, and its
 * `limit` event ends the read at once, so a 413 goes out while the client is still sending; the
 * rest of the body is dropped, never buffered.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { field, maxBytes }: ReadFormOptions,
): Promise<RawForm> {
  assertMultipart(request);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        readField(part, fields);
      } else if (part.fieldname !== field) {
        throw unexpectedFile(part.fieldname);
      } else {
        const data = await readFile(part, maxBytes);
        file = data.length > 0 ? data : null;
      }
    }
  } catch (error) {
    discardRest(request);
    throw formError(error, () => photoTooLarge(maxBytes));
  }
  return { fields, file };
}

export function assertMultipart(request: FastifyRequest): void {
  if (typeof request.isMultipart !== 'function') {
    throw new Error('installMultipart() must be registered in the context of this route');
  }
  if (!request.isMultipart()) throw notMultipart();
}

/** Adds a text part to `fields`; a repeated field keeps its last value. */
export function readField(part: MultipartValue, fields: Record<string, string>): void {
  if (part.fieldnameTruncated || part.valueTruncated) {
    throw new HttpError(413, `Form field "${part.fieldname}" is too long`);
  }
  // A part sent as application/json arrives parsed; the routes validate text.
  fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
}

export const unexpectedFile = (fieldname: string) =>
  new HttpError(400, `Unexpected file in form field "${fieldname}"`);

/**
 * Once the form is refused, the rest of the body is read into nothing, bypassing the parser: a
 * part nobody reads (the file after a bad field, say) would otherwise stall the request, and the
 * client would never finish sending or see the answer.
 */
export function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

function readFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const stream = part.file;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => {
      chunks.length = 0;
      reject(photoTooLarge(maxBytes));
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/** @fastify/multipart's and busboy's errors as 4xx answers a user can act on, never a 500. */
export function formError(error: unknown, fileTooLarge: () => HttpError): Error {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return new HttpError(413, 'Too many files: a form may carry one file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, 'Too many form fields');
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'Invalid form field name');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'A form field sent as JSON is not valid JSON');
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'The upload was interrupted');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return notMultipart();
    default:
      // Everything else is busboy refusing what the client sent: no boundary, a broken part.
      return new HttpError(400, 'Malformed multipart/form-data body');
  }
}
