import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

const ID = '0b6c7a1e-52f4-4d0e-9a43-5f1c2a8e9d70';
const picture = (width: number, height: number) =>
  `/uploads/profiles/${ID}-${width}x${height}.webp`;

describe('UserAvatar', () => {
  const shown = (src: string, size?: number) => {
    render(<UserAvatar src={src} displayName="Ada Lovelace" alt="Ada" size={size} />);
    return screen.getByRole('img', { name: 'Ada' }).getAttribute('src');
  };

  it('shows the smallest square copy that is sharp at twice the drawn size', () => {
    expect(shown(picture(1600, 1200), 40)).toBe(`/uploads/profiles/${ID}-1600x1200-s96.webp`);
  });

  it('shows the larger square in the profile header and the account page', () => {
    expect(shown(picture(1600, 1200), 112)).toBe(`/uploads/profiles/${ID}-1600x1200-s256.webp`);
  });

  it('shows the default size (96 px) from the larger square', () => {
    expect(shown(picture(600, 400))).toBe(`/uploads/profiles/${ID}-600x400-s256.webp`);
  });

  it('shows a picture too small for a larger square as it is, never an enlarged copy', () => {
    expect(shown(picture(300, 200), 112)).toBe(picture(300, 200));
  });

  it('keeps pictures without copies: older uploads, a provider’s picture, a preview', () => {
    for (const src of [
      `/uploads/profiles/${ID}.webp`,
      'https://lh3.googleusercontent.com/a/photo=s96-c',
      'blob:http://localhost/3f1c',
    ]) {
      const { unmount } = render(<UserAvatar src={src} displayName="Ada" alt="Ada" size={40} />);
      expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', src);
      unmount();
    }
  });

  it('shows the initials when there is no picture, or when it cannot be loaded', () => {
    const { rerender } = render(<UserAvatar src={null} displayName="Ada Lovelace" />);
    expect(screen.getByText('AL')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    rerender(<UserAvatar src={picture(600, 400)} displayName="Ada Lovelace" alt="Ada" />);
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(screen.getByText('AL')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
