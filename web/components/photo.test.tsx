import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './photo';

const ID = '0b6c7a1e-52f4-4d0e-9a43-5f1c2a8e9d70';
const SIZES = '(min-width: 1024px) 260px, 100vw';

const renderPhoto = (src: string, priority?: boolean) => {
  render(<Photo src={src} alt="Soup" sizes={SIZES} priority={priority} />);
  return screen.getByRole('img', { name: 'Soup' });
};

describe('Photo', () => {
  it('offers a stored photo’s copies by width, with its size to keep its place', () => {
    const img = renderPhoto(`/uploads/recipes/${ID}-1600x1067.webp`);
    expect(img).toHaveAttribute('src', `/uploads/recipes/${ID}-1600x1067.webp`);
    expect(img).toHaveAttribute(
      'srcset',
      `/uploads/recipes/${ID}-1600x1067-w400.webp 400w, ` +
        `/uploads/recipes/${ID}-1600x1067-w800.webp 800w, ` +
        `/uploads/recipes/${ID}-1600x1067.webp 1600w`,
    );
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1067');
  });

  it('loads lazily and decodes off the main thread unless it is a priority', () => {
    const img = renderPhoto(`/uploads/recipes/${ID}-1600x1067.webp`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches a priority photo at once and ahead of other images', () => {
    const img = renderPhoto(`/uploads/announcements/${ID}-1200x1600.webp`, true);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '1600');
    expect(img.getAttribute('srcset')).toContain('-1200x1600-w800.webp 800w');
  });

  it('lists only the copies a small photo has, and no srcset when it has none', () => {
    const medium = renderPhoto(`/uploads/recipes/${ID}-600x450.webp`);
    expect(medium).toHaveAttribute(
      'srcset',
      `/uploads/recipes/${ID}-600x450-w400.webp 400w, /uploads/recipes/${ID}-600x450.webp 600w`,
    );
    cleanup();

    const small = renderPhoto(`/uploads/recipes/${ID}-400x300.webp`);
    expect(small).not.toHaveAttribute('srcset');
    expect(small).not.toHaveAttribute('sizes');
    expect([small.getAttribute('width'), small.getAttribute('height')]).toEqual(['400', '300']);
  });

  it('shows a photo stored before copies existed, or a local preview, as it is', () => {
    for (const src of [`/uploads/recipes/${ID}.webp`, 'blob:http://localhost/3f1c']) {
      const img = renderPhoto(src);
      expect(img).toHaveAttribute('src', src);
      for (const name of ['srcset', 'sizes', 'width', 'height']) {
        expect(img, `${src} ${name}`).not.toHaveAttribute(name);
      }
      expect(img).toHaveAttribute('loading', 'lazy');
      cleanup();
    }
  });
});
