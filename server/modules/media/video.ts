import type { IAudioMetadata } from 'music-metadata';
import { ErrorCode } from '../../../contracts/errors.js';
import { HttpError } from '../../http-errors.js';
import { loadFileType, loadMusicMetadata } from './media-libraries.js';
import { readMp4Duration } from './mp4-duration.js';

export interface VideoFormat {
  container: 'mp4' | 'webm';
  /** What the stored file is served as (@fastify/static goes by the extension). */
  contentType: 'video/mp4' | 'video/webm';
  extension: 'mp4' | 'webm';
}

const MP4: VideoFormat = { container: 'mp4', contentType: 'video/mp4', extension: 'mp4' };
const WEBM: VideoFormat = { container: 'webm', contentType: 'video/webm', extension: 'webm' };

/**
 * Videos a user may upload, by file-type's name for the sniffed bytes. `video/x-m4v` is an MP4
 * with Apple's M4V brand, and plays as one. An MP4 branded as audio (`audio/x-m4a`), QuickTime,
 * Matroska and 3GP are not on the list: browsers cannot be relied on to play them.
 */
const VIDEO_FORMATS: Record<string, VideoFormat> = {
  'video/mp4': MP4,
  'video/x-m4v': MP4,
  'video/webm': WEBM,
};

export const unsupportedMedia = () =>
  new HttpError(
    415,
    'Unsupported file type: please choose a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4 or WebM)',
  );

export const videoTooLarge = (maxBytes: number) =>
  new HttpError(413, `Video is too large (max ${Number((maxBytes / 2 ** 20).toFixed(2))} MB)`);

/** The web client's words for a video over the limit, also used when its length cannot be read. */
export const videoTooLong = (maxSeconds: number) => {
  const minutes = Number((maxSeconds / 60).toFixed(2));
  return new HttpError(
    400,
    `Please select a video that is ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or shorter.`,
    ErrorCode.VIDEO_TOO_LONG,
  );
};

/** The container of a video from its first bytes, or null when it is not one we accept. */
export async function sniffVideo(head: Uint8Array): Promise<VideoFormat | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  const type = await fileTypeFromBuffer(head);
  return (type && VIDEO_FORMATS[type.mime]) ?? null;
}

/**
 * Checks a complete upload on disk: 415 when it holds no picture (sound alone in an MP4 or WebM
 * container), 400 VIDEO_TOO_LONG when it lasts more than `maxSeconds` or its length cannot be read.
 */
export async function checkVideo(path: string, format: VideoFormat, maxSeconds: number) {
  const seconds = await videoLength(path, format);
  if (seconds === null || seconds > maxSeconds) throw videoTooLong(maxSeconds);
}

/**
 * The video's length in seconds as its container states it, or null when that cannot be read.
 * The file must be complete on disk: MP4 writers put the `moov` box, which holds the length, at
 * the end of the file unless told otherwise (phones do), and both parseFile and readMp4Duration
 * seek to it there. `path` must end in the format's extension, which picks music-metadata's parser.
 */
export async function videoLength(path: string, format: VideoFormat): Promise<number | null> {
  let metadata: IAudioMetadata;
  try {
    const { parseFile } = await loadMusicMetadata();
    metadata = await parseFile(path, { duration: true });
  } catch {
    return null;
  }
  if (metadata.format.hasVideo !== true) throw unsupportedMedia();
  // A WebM's length is its Segment Info Duration; one written live (as a browser records) has none.
  const seconds =
    format.container === 'mp4' ? await readMp4Duration(path) : metadata.format.duration;
  return seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > 0
    ? seconds
    : null;
}
