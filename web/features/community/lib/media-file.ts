import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  type MediaType,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '@contracts/community';
import { readVideoDuration } from './video-duration';

/** A refusal, told in a toast. */
export interface MediaProblem {
  title: string;
  description: string;
}

const INVALID_TYPE: MediaProblem = {
  title: 'Invalid File Type',
  description: 'Please select an image or video file.',
};
const VIDEO_TOO_LONG: MediaProblem = {
  title: 'Video Too Long',
  description: 'Please select a video that is 10 minutes or shorter.',
};

/** The announcement's mediaType follows the chosen file. */
export function mediaTypeOf(file: File): MediaType | null {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return null;
}

/**
 * Why a file cannot go with an announcement, or null. The server checks everything again from the
 * bytes; checking here first spares a long upload that would be refused. The size limits are the
 * server's, with its wording.
 */
export async function mediaProblem(
  file: File,
  readDuration: (file: File) => Promise<number> = readVideoDuration,
): Promise<MediaProblem | null> {
  const type = mediaTypeOf(file);
  if (!type) return INVALID_TYPE;
  if (type === 'image') {
    return file.size > ANNOUNCEMENT_PHOTO_MAX_BYTES
      ? { title: 'File Too Large', description: 'Photo is too large (max 10 MB)' }
      : null;
  }
  if (file.size > VIDEO_MAX_BYTES) {
    return { title: 'File Too Large', description: 'Video is too large (max 100 MB)' };
  }
  const seconds = await readDuration(file);
  // An unreadable length is refused too: the server would refuse it as well.
  return Number.isFinite(seconds) && seconds <= VIDEO_MAX_SECONDS ? null : VIDEO_TOO_LONG;
}
