import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorAnswer,
  jsonAnswer,
  neverAnswer,
  parseCall,
  sentJson,
  stubApi,
} from '@/test/api-stub';
import { findCall, makeCookbook } from '@/test/cookbooks';
import { makeUser, renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('the Cookbooks screen', () => {
  it('shows a skeleton while the cookbooks load', async () => {
    neverAnswer();
    renderApp('/cookbooks', makeUser());
    expect(await screen.findByText('Loading cookbooks…')).toBeInTheDocument();
  });

  it('says when there are none, with a way to start one', async () => {
    stubApi(() => jsonAnswer([]));
    renderApp('/cookbooks', makeUser());
    expect(await screen.findByRole('heading', { name: 'No cookbooks yet' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'New cookbook' })).toBeVisible();
  });

  it('offers to try again when they could not be loaded', async () => {
    const { calls } = stubApi(() => errorAnswer(500, 'Broken'));
    const { events } = renderApp('/cookbooks', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
    expect(screen.getByText('Your cookbooks could not be loaded')).toBeVisible();
  });

  it('lists each cookbook with its size and whether it is public', async () => {
    stubApi(() =>
      jsonAnswer([
        makeCookbook({ id: 7, name: 'Weeknight Dinners', recipeCount: 1 }),
        makeCookbook({ id: 8, name: 'Baking', recipeCount: 12, isPublic: true, description: null }),
      ]),
    );
    renderApp('/cookbooks', makeUser());
    const list = await screen.findByRole('list', { name: 'Your cookbooks' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Weeknight Dinners' })).toHaveAttribute(
      'href',
      '/cookbooks/7',
    );
    expect(within(first).getByText('1 recipe')).toBeVisible();
    expect(within(first).queryByText('Public')).not.toBeInTheDocument();
    expect(within(second).getByText('12 recipes')).toBeVisible();
    expect(within(second).getByText('Public')).toBeVisible();
    expect(screen.getByText('2 cookbooks')).toBeVisible();
  });
});

describe('the New cookbook dialog', () => {
  it('checks the name before sending anything', async () => {
    const { calls } = stubApi(() => jsonAnswer([]));
    const { events } = renderApp('/cookbooks', makeUser());
    await events.click(await screen.findByRole('button', { name: 'New cookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cookbook' });
    await events.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the cookbook and opens it', async () => {
    const created = makeCookbook({ id: 42, name: 'Holiday Baking', recipeCount: 0 });
    const { calls } = stubApi((call) => {
      if (call.method === 'POST') return jsonAnswer(created, 201);
      if (parseCall(call).path === '/api/cookbooks') return jsonAnswer([]);
      if (parseCall(call).path === '/api/cookbooks/42') return jsonAnswer(created);
      return jsonAnswer([]);
    });
    const { events, location } = renderApp('/cookbooks', makeUser());
    await events.click(await screen.findByRole('button', { name: 'New cookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cookbook' });
    await events.type(within(dialog).getByLabelText('Name'), '  Holiday Baking ');
    await events.type(within(dialog).getByLabelText('Description'), 'Cookies');
    await events.click(within(dialog).getByRole('switch', { name: 'Public' }));
    await events.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));

    await waitFor(() => expect(location().pathname).toBe('/cookbooks/42'));
    const post = findCall(calls, 'POST');
    expect(parseCall(post).path).toBe('/api/cookbooks');
    expect(sentJson(post)).toEqual({
      name: 'Holiday Baking',
      description: 'Cookies',
      isPublic: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Holiday Baking' })).toBeVisible();
  });

  it('shows what the server refused next to the field', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? Response.json(
            {
              message: 'Invalid cookbook',
              issues: [{ path: 'name', message: 'You already have a cookbook by that name' }],
            },
            { status: 400 },
          )
        : jsonAnswer([]),
    );
    const { events } = renderApp('/cookbooks', makeUser());
    await events.click(await screen.findByRole('button', { name: 'New cookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cookbook' });
    await events.type(within(dialog).getByLabelText('Name'), 'Baking');
    await events.click(within(dialog).getByRole('button', { name: 'Create cookbook' }));
    expect(
      await within(dialog).findByText('You already have a cookbook by that name'),
    ).toBeVisible();
  });
});
