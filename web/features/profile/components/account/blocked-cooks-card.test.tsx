import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer, neverAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeBlockedCook, makeBlockedCooks, protectionApi } from '@/test/protection';
import { renderWithProviders } from '@/test/render-app';
import { BlockedCooksCard } from './blocked-cooks-card';

function showBlocked(api: Parameters<typeof stubApi>[0] = protectionApi()) {
  const stub = stubApi(api);
  const onChange = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <BlockedCooksCard onChange={onChange} />
    </MemoryRouter>,
  );
  const toggles = () =>
    stub.calls.filter((call) => call.method === 'POST').map((call) => parseCall(call).path);
  return { ...stub, onChange, toggles, events: userEvent.setup() };
}

const blockedList = () => screen.findByRole('list', { name: 'Blocked cooks' });
const rows = async () => within(await blockedList()).getAllByRole('listitem');

describe('Blocked Cooks', () => {
  it('lists the blocked cooks, each with their picture, name, since when and an Unblock', async () => {
    showBlocked(
      protectionApi({
        blocked: [
          makeBlockedCook(),
          makeBlockedCook({ id: 'cook-bo', displayName: null, firstName: 'Bo', lastName: null }),
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Blocked Cooks' })).toBeVisible();
    const [ann, bo] = (await rows()) as [HTMLElement, HTMLElement];
    expect(ann).toHaveTextContent('AGAnn GrillBlocked 3 days ago');
    expect(within(ann).getByRole('link', { name: 'Ann Grill' })).toHaveAttribute(
      'href',
      '/user/cook-ann',
    );
    expect(within(ann).getByRole('button', { name: 'Unblock Ann Grill' })).toHaveTextContent(
      'Unblock',
    );
    // No display name: the real name.
    expect(within(bo).getByRole('button', { name: 'Unblock Bo' })).toBeEnabled();
  });

  it('unblocks a cook: the row goes, the list keeps the focus, and a toast says so', async () => {
    const { events, onChange, toggles } = showBlocked(
      protectionApi({ blocked: [makeBlockedCook(), ...makeBlockedCooks(1)] }),
    );
    await events.click(await screen.findByRole('button', { name: 'Unblock Ann Grill' }));
    expect(await screen.findByText('Unblocked Ann Grill')).toBeVisible();
    expect(toggles()).toEqual(['/api/users/cook-ann/block']);
    const list = await blockedList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).not.toHaveTextContent('Ann Grill');
    expect(list).toHaveFocus();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('toggles back a cook the server had unblocked already, rather than block them again', async () => {
    let first = true;
    const api = protectionApi();
    const { events, toggles } = showBlocked((call) => {
      // Unblocked meanwhile on another device: the toggle blocks, and the second unblocks.
      if (first && call.method === 'POST') {
        first = false;
        return jsonAnswer({ blocked: true });
      }
      return api(call);
    });
    await events.click(await screen.findByRole('button', { name: 'Unblock Ann Grill' }));
    expect(await screen.findByText('Unblocked Ann Grill')).toBeVisible();
    expect(toggles()).toEqual(['/api/users/cook-ann/block', '/api/users/cook-ann/block']);
  });

  it('says when an unblock failed, and keeps the row', async () => {
    const { events, onChange } = showBlocked(
      protectionApi({ toggle: () => errorAnswer(500, 'Internal error') }),
    );
    await events.click(await screen.findByRole('button', { name: 'Unblock Ann Grill' }));
    expect(await screen.findByText('Internal error')).toBeVisible();
    expect(await rows()).toHaveLength(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says when nobody is blocked', async () => {
    showBlocked(protectionApi({ blocked: [] }));
    expect(await screen.findByText("You haven't blocked anyone.")).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Blocked cooks' })).not.toBeInTheDocument();
  });

  it('loads the next 50 on Load more when a page is full', async () => {
    const { calls, events } = showBlocked(protectionApi({ blocked: makeBlockedCooks(52) }));
    expect(await rows()).toHaveLength(50);
    await events.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows()).toHaveLength(52));
    const pages = calls
      .map(parseCall)
      .filter(({ path }) => path === '/api/blocks')
      .map(({ query }) => query.page);
    expect(pages).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers no Load more when the first page is not full', async () => {
    showBlocked(protectionApi({ blocked: makeBlockedCooks(49) }));
    expect(await rows()).toHaveLength(49);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the list is loading', () => {
    neverAnswer();
    renderWithProviders(
      <MemoryRouter>
        <BlockedCooksCard />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading blocked cooks...')).toHaveAttribute('role', 'status');
  });

  it('says when the list could not be read, and tries again on Retry', async () => {
    let failing = true;
    const api = protectionApi();
    const { events } = showBlocked((call) =>
      failing ? errorAnswer(500, 'Internal error') : api(call),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your blocked cooks could not be loaded.',
    );
    failing = false;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(1);
  });
});
