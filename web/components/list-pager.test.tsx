import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager, type PagedQuery } from './list-pager';

const text = {
  more: 'Load more things',
  loading: 'Loading more things…',
  failed: 'More things could not be loaded.',
  end: 'No more things.',
};

function query(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('ListPager', () => {
  it('says its list’s words, and loads the next page from its button or the keyboard', async () => {
    const paged = query();
    render(<ListPager query={paged} shown={3} text={text} />);
    const button = screen.getByRole('button', { name: 'Load more things' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('No more things.')).not.toBeInTheDocument();
  });

  it('does not ask twice while a page loads', async () => {
    const paged = query({ isFetchingNextPage: true });
    render(<ListPager query={paged} shown={3} text={text} />);
    const button = screen.getByRole('button', { name: 'Loading more things…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(paged.fetchNextPage).not.toHaveBeenCalled();
  });

  it('says when a page failed', () => {
    render(<ListPager query={query({ isFetchNextPageError: true })} shown={3} text={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent('More things could not be loaded.');
  });

  it('says the end text once every page is in, but not for an empty list or without one', () => {
    const done = query({ hasNextPage: false });
    const { rerender } = render(<ListPager query={done} shown={3} text={text} />);
    expect(screen.getByText('No more things.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ListPager query={done} shown={0} text={text} />);
    expect(screen.queryByText('No more things.')).not.toBeInTheDocument();
    rerender(<ListPager query={done} shown={3} text={{ ...text, end: '' }} />);
    expect(screen.queryByText('No more things.')).not.toBeInTheDocument();
  });
});
