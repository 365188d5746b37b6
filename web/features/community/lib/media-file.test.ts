import { describe, expect, it, vi } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import type { CommunityT } from './community-text';
import { mediaProblem, mediaTypeOf } from './media-file';

/** The community texts in English, as the tests' setup loads them. */
const t: CommunityT = (name, values) => browserTexts._(`community.${name}`, values);

const MB = 1024 * 1024;

function file(name: string, type: string, size = 10): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('mediaTypeOf', () => {
  it('tells photos from videos by the type of the file', () => {
    expect(mediaTypeOf(file('a.png', 'image/png'))).toBe('image');
    expect(mediaTypeOf(file('a.webm', 'video/webm'))).toBe('video');
    expect(mediaTypeOf(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(mediaTypeOf(file('a', ''))).toBeNull();
  });
});

describe('mediaProblem', () => {
  const length = (seconds: number) => vi.fn(async () => seconds);

  it('refuses what is neither a photo nor a video', async () => {
    await expect(mediaProblem(t, file('menu.pdf', 'application/pdf'))).resolves.toEqual({
      title: 'Invalid File Type',
      description: 'Please select an image or video file.',
    });
  });

  it('accepts a photo up to 10 MB without reading anything', async () => {
    const read = length(0);
    await expect(mediaProblem(t, file('a.jpg', 'image/jpeg', 10 * MB), read)).resolves.toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('refuses a photo over 10 MB and a video over 100 MB in the server’s words', async () => {
    await expect(mediaProblem(t, file('a.jpg', 'image/jpeg', 10 * MB + 1))).resolves.toMatchObject({
      description: 'Photo is too large (max 10 MB)',
    });
    await expect(
      mediaProblem(t, file('a.mp4', 'video/mp4', 100 * MB + 1), length(5)),
    ).resolves.toMatchObject({ description: 'Video is too large (max 100 MB)' });
  });

  it.each([
    [600, null],
    [600.5, 'Video Too Long'],
    [Number.NaN, 'Video Too Long'],
    [Number.POSITIVE_INFINITY, 'Video Too Long'],
  ])('for a video of %s seconds gives %s', async (seconds, title) => {
    const problem = await mediaProblem(t, file('a.mp4', 'video/mp4'), length(seconds));
    expect(problem?.title ?? null).toBe(title);
    if (problem) {
      expect(problem.description).toBe('Please select a video that is 10 minutes or shorter.');
    }
  });
});
