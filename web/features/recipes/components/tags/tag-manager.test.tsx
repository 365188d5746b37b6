import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  errorAnswer,
  jsonAnswer,
  neverAnswer,
  sentJson,
  stubApi,
} from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

const TAGS = [
  { name: 'Dinner', count: 5 },
  { name: 'quick', count: 1 },
  { name: 'Weeknight dinners', count: 2 },
];

function openTags(answer: (call: ApiCall) => Response | Promise<Response>) {
  const api = stubApi(answer);
  return { ...renderApp('/tags', makeUser()), ...api };
}

const changes = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => [call.method, call.url, call.body === undefined ? undefined : sentJson(call)]);

describe('Tags screen', () => {
  it('lists the tags with their counts, each a way to its recipes', async () => {
    openTags(() => jsonAnswer(TAGS));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    const rows = within(await screen.findByRole('list', { name: 'Your tags' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Dinner5 recipes/),
      expect.stringMatching(/^quick1 recipe/),
      expect.stringMatching(/^Weeknight dinners2 recipes/),
    ]);
    expect(screen.getByRole('link', { name: 'Weeknight dinners' })).toHaveAttribute(
      'href',
      '/recipes?tag=Weeknight+dinners',
    );
    expect(screen.getByRole('link', { name: 'Back to My Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('shows loading, empty and failed states', async () => {
    neverAnswer();
    const view = renderApp('/tags', makeUser());
    expect(await screen.findByText('Loading tags…')).toBeInTheDocument();
    view.unmount();

    openTags(() => jsonAnswer([]));
    expect(
      await screen.findByRole('heading', { name: 'No tags yet — add some to a recipe' }),
    ).toBeVisible();
  });

  it('offers Try Again when the tags cannot be loaded', async () => {
    let fail = true;
    const { events } = openTags(() =>
      fail ? errorAnswer(500, 'Internal error') : jsonAnswer(TAGS),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your tags could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Dinner' })).toBeVisible();
  });

  it('renames a tag in place with Enter', async () => {
    let tags = TAGS;
    const { events, calls } = openTags((call) => {
      if (call.method === 'PUT') {
        tags = [{ name: 'Fast', count: 1 }, TAGS[0], TAGS[2]] as typeof TAGS;
        return jsonAnswer({ changed: 1 });
      }
      return jsonAnswer(tags);
    });
    await events.click(await screen.findByRole('button', { name: 'Rename quick' }));
    const box = screen.getByRole('textbox', { name: 'New name for quick' });
    expect(box).toHaveFocus();
    await events.clear(box);
    await events.type(box, 'Fast{Enter}');
    expect(await screen.findByText('Tag renamed')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Fast' })).toBeVisible();
    expect(changes(calls)).toEqual([['PUT', '/api/tags/quick', { name: 'Fast' }]]);
  });

  it('asks before a rename that merges into an existing tag, naming both', async () => {
    const { events, calls } = openTags((call) =>
      call.method === 'PUT' ? jsonAnswer({ changed: 2 }) : jsonAnswer(TAGS),
    );
    await events.click(await screen.findByRole('button', { name: 'Rename Weeknight dinners' }));
    const box = screen.getByRole('textbox', { name: 'New name for Weeknight dinners' });
    await events.clear(box);
    await events.type(box, 'dinner{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge tags?' });
    expect(dialog).toHaveTextContent(
      'You already have "Dinner". Renaming "Weeknight dinners" merges it: its 2 recipes will be tagged "Dinner".',
    );
    expect(changes(calls)).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText('Tags merged')).toBeVisible();
    expect(changes(calls)).toEqual([['PUT', '/api/tags/Weeknight%20dinners', { name: 'Dinner' }]]);
  });

  it('leaves the tag as it was with Escape, and refuses a blank name', async () => {
    const { events, calls } = openTags(() => jsonAnswer(TAGS));
    await events.click(await screen.findByRole('button', { name: 'Rename Dinner' }));
    await events.clear(screen.getByRole('textbox', { name: 'New name for Dinner' }));
    await events.keyboard('{Enter}');
    expect(screen.getByText('A tag must not be blank')).toBeVisible();
    await events.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Dinner' })).toBeVisible();
    expect(changes(calls)).toEqual([]);
  });

  it('deletes a tag after confirming how many recipes carry it', async () => {
    const { events, calls } = openTags((call) =>
      call.method === 'DELETE' ? jsonAnswer({ changed: 5 }) : jsonAnswer(TAGS),
    );
    await events.click(await screen.findByRole('button', { name: 'Delete Dinner' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Tag' });
    expect(dialog).toHaveTextContent('It will be taken off 5 recipes.');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tag deleted')).toBeVisible();
    expect(changes(calls)).toEqual([['DELETE', '/api/tags/Dinner', undefined]]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('says so when a change is refused', async () => {
    const { events } = openTags((call) =>
      call.method === 'DELETE' ? errorAnswer(404, 'Tag not found') : jsonAnswer(TAGS),
    );
    await events.click(await screen.findByRole('button', { name: 'Delete quick' }));
    await events.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Tag not found')).toBeVisible();
  });
});
