import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '@/test/object-urls';
import { readVideoDuration } from './video-duration';

/** Catches the detached <video> the reader creates. */
function watchVideo() {
  const create = document.createElement.bind(document);
  const videos: HTMLVideoElement[] = [];
  vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
    const element = create(tag);
    if (element instanceof HTMLVideoElement) videos.push(element);
    return element;
  });
  return () => {
    const video = videos.at(-1);
    if (!video) throw new Error('no <video> was created');
    return video;
  };
}

const clip = () => new File(['v'], 'clip.mp4', { type: 'video/mp4' });

afterEach(() => vi.restoreAllMocks());

describe('readVideoDuration', () => {
  it('reads the duration from the metadata of the file, then frees the object URL', async () => {
    const urls = stubObjectUrls();
    const video = watchVideo();
    const file = clip();
    const reading = readVideoDuration(file);
    expect(urls.blobs).toEqual([file]);
    expect(video().src).toBe('blob:object-1');
    Object.defineProperty(video(), 'duration', { value: 42.5 });
    video().dispatchEvent(new Event('loadedmetadata'));
    await expect(reading).resolves.toBe(42.5);
    expect(urls.revokeObjectURL).toHaveBeenCalledWith('blob:object-1');
  });

  it('gives NaN when the browser cannot read the file', async () => {
    const urls = stubObjectUrls();
    const video = watchVideo();
    const reading = readVideoDuration(clip());
    video().dispatchEvent(new Event('error'));
    await expect(reading).resolves.toBeNaN();
    expect(urls.revokeObjectURL).toHaveBeenCalled();
  });

  it('gives NaN when the metadata never loads', async () => {
    vi.useFakeTimers();
    stubObjectUrls();
    const reading = readVideoDuration(clip());
    vi.advanceTimersByTime(15_000);
    vi.useRealTimers();
    await expect(reading).resolves.toBeNaN();
  });
});
