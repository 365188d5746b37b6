import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dispatchLiveEvent } from '@/lib/live-watch';
import { renderWithProviders } from '@/test/render-app';
import { withTexts } from '@/test/texts';
import { NewPostsBar } from './new-posts-bar';

describe('new posts bar', () => {
  it('counts posts newer than the feed shows, once each, and shows them when asked', async () => {
    const onShow = vi.fn();
    // The texts as a wrapper, which `rerender` keeps.
    const { rerender } = render(<NewPostsBar newestShown={10} onShow={onShow} />, {
      wrapper: withTexts,
    });
    expect(screen.queryByRole('button')).toBeNull();
    act(() => dispatchLiveEvent('announcement', { id: 9 }));
    expect(screen.queryByRole('button')).toBeNull();
    act(() => dispatchLiveEvent('announcement', { id: 11 }));
    expect(screen.getByRole('button', { name: '1 new post — show' })).toBeVisible();
    act(() => dispatchLiveEvent('announcement', { id: 12 }));
    act(() => dispatchLiveEvent('announcement', { id: 12 }));
    const bar = screen.getByRole('button', { name: '2 new posts — show' });
    await userEvent.click(bar);
    expect(onShow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button')).toBeNull();
    // A post the feed already shows (it was read meanwhile) is not new.
    act(() => dispatchLiveEvent('announcement', { id: 13 }));
    expect(screen.getByRole('button', { name: '1 new post — show' })).toBeVisible();
    rerender(<NewPostsBar newestShown={13} onShow={onShow} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ignores what is not a post id', () => {
    renderWithProviders(<NewPostsBar newestShown={undefined} onShow={() => {}} />);
    act(() => dispatchLiveEvent('announcement', { id: 'x' }));
    act(() => dispatchLiveEvent('announcement', null));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
