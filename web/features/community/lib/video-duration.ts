/** Gives up on a file whose metadata never loads (e.g. a codec the browser cannot parse). */
const READ_TIMEOUT_MS = 15_000;

/**
 * The length of a video in seconds, read by the browser from the file's metadata through an
 * object URL in a detached <video>. NaN when it cannot be read; some files (e.g. WebM from a
 * MediaRecorder) report Infinity. Callers treat both as unreadable, and refuse the video.
 */
export function readVideoDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (seconds: number) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(Number.NaN), READ_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => finish(video.duration), { once: true });
    video.addEventListener('error', () => finish(Number.NaN), { once: true });
    video.src = url;
  });
}
