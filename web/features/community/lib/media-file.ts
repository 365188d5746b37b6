import {
  ANNOUNCEMENT_PHOTO_MAX_BYTES,
  type MediaType,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
} from '@contracts/community';
import type { CommunityT } from './community-text';
import { readVideoDuration } from './video-duration';

/** A refusal, told in a toast. */
export interface MediaProblem {
  title: string;
  description: string;
}

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
  t: CommunityT,
  file: File,
  readDuration: (file: File) => Promise<number> = readVideoDuration,
): Promise<MediaProblem | null> {
  const type = mediaTypeOf(file);
  if (!type) return { title: t('invalidFileType'), description: t('invalidFileTypeText') };
  if (type === 'image') {
    return file.size > ANNOUNCEMENT_PHOTO_MAX_BYTES
      ? { title: t('fileTooLarge'), description: t('photoTooLarge') }
      : null;
  }
  if (file.size > VIDEO_MAX_BYTES) {
    return { title: t('fileTooLarge'), description: t('videoTooLarge') };
  }
  const seconds = await readDuration(file);
  // An unreadable length is refused too: the server would refuse it as well.
  return Number.isFinite(seconds) && seconds <= VIDEO_MAX_SECONDS
    ? null
    : { title: t('videoTooLong'), description: t('videoTooLongText') };
}
