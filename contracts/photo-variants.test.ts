import { describe, expect, it } from 'vitest';
import { photoVariants, responsivePhoto } from './photo-variants.js';

const ID = '0b6c7a1e-52f4-4d0e-9a43-5f1c2a8e9d70';

describe('responsivePhoto', () => {
  it('reads a recipe photo’s size and its 400 and 800 px copies from its URL', () => {
    expect(responsivePhoto(`/uploads/recipes/${ID}-1600x1067.webp`)).toEqual({
      url: `/uploads/recipes/${ID}-1600x1067.webp`,
      width: 1600,
      height: 1067,
      variants: [
        { url: `/uploads/recipes/${ID}-1600x1067-w400.webp`, width: 400, height: 267 },
        { url: `/uploads/recipes/${ID}-1600x1067-w800.webp`, width: 800, height: 534 },
      ],
    });
  });

  it('lists only copies narrower than the photo', () => {
    const widths = (width: number) =>
      responsivePhoto(`/uploads/announcements/${ID}-${width}x300.webp`)?.variants.map(
        (variant) => variant.width,
      );
    expect(widths(801)).toEqual([400, 800]);
    expect(widths(800)).toEqual([400]);
    expect(widths(401)).toEqual([400]);
    expect(widths(400)).toEqual([]);
  });

  it('gives a profile picture square copies smaller than its short side', () => {
    const photo = responsivePhoto(`/uploads/profiles/${ID}-300x200.webp`);
    expect(photo?.variants).toEqual([
      { url: `/uploads/profiles/${ID}-300x200-s96.webp`, width: 96, height: 96 },
    ]);
    expect(photoVariants('profiles', 1600, 900).map((variant) => variant.suffix)).toEqual([
      '-s96',
      '-s256',
    ]);
  });

  it('knows nothing of photos stored before copies existed, videos, other sites and previews', () => {
    for (const url of [
      `/uploads/recipes/${ID}.webp`,
      `/uploads/announcements/${ID}.mp4`,
      `/uploads/recipes/${ID}-1600x1067-w400.webp`,
      `https://cdn.example.com/uploads/recipes/${ID}-1600x1067.webp`,
      `https://lh3.googleusercontent.com/a/${ID}-96x96.webp`,
      'blob:http://localhost/3f1c',
      null,
      undefined,
      '',
    ]) {
      expect(responsivePhoto(url), String(url)).toBeNull();
    }
  });
});
