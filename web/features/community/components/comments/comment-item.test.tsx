import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { makeComment, stubCommunity } from '@/test/community';
import { makeUser } from '@/test/render-app';
import { withTexts } from '@/test/texts';
import { CommentItem } from './comment-item';

/** A comment shown at nesting level `depth`, as a deep thread would reach it. */
function renderAtDepth(depth: number) {
  stubCommunity();
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, makeUser());
  const parent = makeComment({ id: 10, content: 'One level up' });
  const comment = makeComment({ id: 11, parentId: 10, content: 'Deep down' });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CommentItem comment={comment} depth={depth} parent={parent} />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: withTexts },
  );
}

describe('Reply at depth', () => {
  it('is offered at nesting level 99', async () => {
    renderAtDepth(99);
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeVisible();
  });

  it('is hidden at nesting level 100', async () => {
    renderAtDepth(100);
    await screen.findByText('Deep down');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('names whom a deeply nested reply answers, where indentation stops', async () => {
    renderAtDepth(7);
    expect(await screen.findByText('Replying to Bea Baker')).toBeVisible();
  });
});
