import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { type EncodedPhoto, encodePhoto } from './images.js';
import { readMultipartForm } from './multipart-form.js';
import { createPhotoCopies } from './photo-copies.js';
import { removeStored, storePhoto } from './photo-store.js';
import { type PostForm, type PostFormOptions, readPostForm, uploadTempDir } from './post-form.js';
import {
  createStorage,
  keyFromUrl,
  type MediaFolder,
  type MediaStorage,
  mediaUrl,
} from './storage.js';

export interface MediaService {
  /** Reads a multipart/form-data request in one streaming pass: all text fields, plus at most one
   *  file in `field`, which must be a photo (sniffed from its bytes, never its name or declared
   *  type); the photo is re-encoded and stored under `folder` with its smaller copies
   *  (photo-variants.ts). Resolves with the text fields and the stored photo's URL (null when no
   *  file or an empty file part was sent).
   *  Errors (as HttpError): 400 {message:'Expected a multipart/form-data body'} when the request
   *  is not multipart; 413 {message:'Photo is too large (max {N} MB)'} as soon as the stream passes
   *  maxBytes (do not buffer beyond the limit); 415 {message:'Unsupported file type: please choose
   *  a JPEG, PNG, WebP, GIF or AVIF photo'} for anything that is not a decodable image. If a later
   *  error happens after the photo was stored, the stored file is removed. */
  readForm(
    request: FastifyRequest,
    options: { field: string; maxBytes: number; folder: MediaFolder },
  ): Promise<{ fields: Record<string, string>; url: string | null }>;
  /** Reads a multipart form in one streaming pass: text fields, plus at most one file in `field`,
   *  a photo or a video told apart by its sniffed bytes (never its name or declared type).
   *  A photo (the kinds readForm takes, at most photoMaxBytes) is re-encoded like a recipe photo.
   *  A video (MP4 or WebM) is written to a temporary file as it arrives, at most videoMaxBytes,
   *  then stored as it came once its container says it lasts at most videoMaxSeconds. `media` is
   *  null when no file or an empty file part was sent.
   *  Errors (as HttpError), besides readForm's for the form itself: 413 {message:'Photo is too
   *  large (max {N} MB)'} or {message:'Video is too large (max {N} MB)'} as soon as the stream
   *  passes the limit; 415 {message:'Unsupported file type: please choose a photo (JPEG, PNG,
   *  WebP, GIF or AVIF) or a video (MP4 or WebM)'} for anything else, sound alone included;
   *  400 {message:'Please select a video that is 10 minutes or shorter.'} coded VIDEO_TOO_LONG
   *  when the video is longer or its length cannot be read. An error or a client going away
   *  leaves no file behind, stored or temporary. */
  readPostForm(request: FastifyRequest, options: PostFormOptions): Promise<PostForm>;
  /** Stores photo bytes that came another way (an imported archive, a recipe page's photo) as an
   *  upload would be: re-encoded with its copies, answering its URL. One already display-ready
   *  (see encodePhoto) is kept as it is unless `keepDisplayReady` is false, as for photos from
   *  other sites, which are always re-encoded like uploads. 415 for anything that is not a
   *  decodable photo. */
  savePhoto(
    data: Buffer,
    folder: MediaFolder,
    options?: { keepDisplayReady?: boolean },
  ): Promise<string>;
  /** The first half of savePhoto, for imports that re-encode the next photos while the one before
   *  is being saved: the photo re-encoded (415 when it is not one), nothing stored yet. With
   *  `copies: false` its copies are left to be made later (`copyLater`). */
  encodePhoto(
    data: Buffer,
    folder: MediaFolder,
    options?: { keepDisplayReady?: boolean; effort?: number; copies?: boolean },
  ): Promise<EncodedPhoto>;
  /** The second half: stores an encoded photo and the copies it was given; resolves with its URL. */
  storeEncoded(photo: EncodedPhoto, folder: MediaFolder): Promise<string>;
  /** Makes in the background the copies of photos stored without them, by their URLs
   *  (photo-copies.ts); other URLs are passed over. */
  copyLater(urls: string[]): void;
  /** Before a stored copy is served: makes it now when its photo was stored without it. */
  ensureCopy(key: string): Promise<void>;
  /** Deletes a stored file, and a photo's smaller copies with it, by the URL readForm or
   *  readPostForm returned; ignores null, URLs that are not ours and files already gone. Never
   *  throws for those cases. */
  remove(url: string | null | undefined): Promise<void>;
  /** Stops background work (the copies still waiting); for the app's close. */
  close(): Promise<void>;
}

export function createMediaService(config: Config, log?: PhotoCopyLog): MediaService {
  const storage = createStorage(config);
  return createMediaServiceFor(config, storage, log);
}

/** Hears of a photo whose copies could not be made (its copies then answer 404). */
type PhotoCopyLog = (error: unknown, key: string) => void;

/** The service over a given store (the export reads the same store the service writes). */
export function createMediaServiceFor(
  config: Config,
  storage: MediaStorage,
  log?: PhotoCopyLog,
): MediaService {
  const tempDir = uploadTempDir(config);
  const copies = createPhotoCopies(storage, log);
  return {
    async readForm(request, { field, maxBytes, folder }) {
      const { fields, file } = await readMultipartForm(request, { field, maxBytes });
      if (!file) return { fields, url: null };
      // The photo is stored only once the whole form has been read and the photo re-encoded, so
      // no error of this call can leave a file behind; the caller removes it if its own work fails.
      const photo = await encodePhoto(file, folder);
      return { fields, url: mediaUrl(await storePhoto(storage, folder, photo)) };
    },
    readPostForm(request, options) {
      return readPostForm(request, options, { storage, tempDir });
    },
    async savePhoto(data, folder, { keepDisplayReady = true } = {}) {
      const photo = await encodePhoto(data, folder, { keepDisplayReady });
      return mediaUrl(await storePhoto(storage, folder, photo));
    },
    encodePhoto: (data, folder, options) => encodePhoto(data, folder, options),
    storeEncoded: async (photo, folder) => mediaUrl(await storePhoto(storage, folder, photo)),
    copyLater(urls) {
      copies.later(urls.map(keyFromUrl).filter((key): key is string => key !== null));
    },
    ensureCopy: (key) => copies.ensure(key),
    async remove(url) {
      const key = url ? keyFromUrl(url) : null;
      if (key) await removeStored(storage, key);
    },
    close: () => copies.close(),
  };
}
