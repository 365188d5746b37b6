import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseCall } from '@/test/api-stub';
import { makeAuditEntries, makeAuditEntry, makeCook, openModeration } from '@/test/moderation';

const logReads = (calls: Parameters<typeof parseCall>[0][]) =>
  calls.map(parseCall).filter(({ path }) => path === '/api/moderation/log');

describe('the Moderation log screen', () => {
  it('says who did what to which, why, until when, and when', async () => {
    openModeration(
      '/moderation/log',
      {
        log: () => [
          makeAuditEntry({
            id: 3,
            action: 'suspend',
            contentType: 'announcement',
            reason: 'Spam, again',
            until: null,
          }),
          makeAuditEntry({ id: 2, action: 'dismiss', contentType: 'recipe', contentId: 12 }),
          makeAuditEntry({
            id: 1,
            action: 'dismiss',
            contentType: 'user',
            contentId: null,
            user: makeCook({ displayName: 'Pia Pan' }),
            reason: 'Just a strong opinion',
          }),
        ],
      },
      'admin',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
    const log = within(await screen.findByRole('list', { name: 'Moderation log' }));
    const [suspend, recipe, dismiss] = log.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(suspend).toHaveTextContent('Mia Moderator suspended Sam Spammer');
    expect(suspend).toHaveTextContent('Spam, again');
    expect(suspend).toHaveTextContent('Until lifted');
    expect(suspend).toHaveTextContent('10 minutes ago');
    expect(recipe).toHaveTextContent(
      'Mia Moderator dismissed the reports on a recipe by Sam Spammer',
    );
    expect(within(recipe).getByRole('link', { name: 'a recipe by Sam Spammer' })).toHaveAttribute(
      'href',
      '/recipe/12',
    );
    expect(dismiss).toHaveTextContent('dismissed the reports on the profile of Pia Pan');
    expect(dismiss).toHaveTextContent('Just a strong opinion');
  });

  it('says what was removed or restored, and whose it was', async () => {
    openModeration(
      '/moderation/log',
      {
        log: () => [
          makeAuditEntry({ id: 2, action: 'restore', contentType: 'recipe', contentId: 12 }),
          makeAuditEntry({ id: 1, action: 'remove', contentType: 'comment', reason: 'Rude' }),
        ],
      },
      'admin',
    );
    const log = within(await screen.findByRole('list', { name: 'Moderation log' }));
    const [restore, remove] = log.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(restore).toHaveTextContent('Mia Moderator restored a recipe by Sam Spammer');
    expect(within(restore).getByRole('link', { name: 'a recipe by Sam Spammer' })).toHaveAttribute(
      'href',
      '/recipe/12',
    );
    expect(remove).toHaveTextContent('Mia Moderator removed a comment by Sam Spammer');
    expect(remove).toHaveTextContent('“Rude”');
  });

  it('keeps the lines of a moderator whose account is gone', async () => {
    openModeration(
      '/moderation/log',
      {
        log: () => [makeAuditEntry({ moderator: null, action: 'lift', reason: 'Served the time' })],
      },
      'admin',
    );
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    expect(log).toHaveTextContent('A former moderator lifted the suspension of Sam Spammer');
  });

  it('loads the entries before the last one shown on Load more', async () => {
    const { calls, events } = openModeration(
      '/moderation/log',
      { log: (before) => (before ? makeAuditEntries(2, 150) : makeAuditEntries(50, 200)) },
      'admin',
    );
    const log = await screen.findByRole('list', { name: 'Moderation log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(50);
    await events.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(52));
    expect(within(log).getByText('“Reason 149”')).toBeVisible();
    expect(logReads(calls).map(({ query }) => query.before)).toEqual([undefined, '151']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is the whole log.')).toBeVisible();
  });

  it('says when nothing was logged yet', async () => {
    openModeration('/moderation/log', {}, 'admin');
    expect(await screen.findByRole('heading', { name: 'Nothing logged yet' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
