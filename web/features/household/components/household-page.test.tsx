import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  errorAnswer,
  jsonAnswer,
  neverAnswer,
  noContent,
  parseCall,
  sentJson,
  stubApi,
} from '@/test/api-stub';
import { findCall } from '@/test/cookbooks';
import { makeHousehold, makeMember, sharedHousehold } from '@/test/households';
import { makeUser, renderApp } from '@/test/render-app';

/** The Household screen on a stubbed API: GET answers `household`, other calls `other`. */
function openHousehold(
  household = makeHousehold(),
  other: (call: ApiCall) => Response = () => noContent(),
) {
  const api = stubApi((call) =>
    call.method === 'GET' && parseCall(call).path === '/api/household'
      ? jsonAnswer(household)
      : other(call),
  );
  return { ...renderApp('/household', makeUser()), ...api };
}

describe('the Household screen', () => {
  it('shows a placeholder while the household loads', async () => {
    neverAnswer();
    renderApp('/household', makeUser());
    expect(await screen.findByText('Loading your household…')).toBeInTheDocument();
  });

  it('offers to try again when the household could not be loaded', async () => {
    let fail = true;
    stubApi(() => (fail ? errorAnswer(500, 'Broken') : jsonAnswer(makeHousehold())));
    const { events } = renderApp('/household', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'Your household could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Ada's Kitchen" })).toBeVisible();
  });

  it('explains invitations to a cook who is alone, with no way to leave', async () => {
    openHousehold();
    expect(await screen.findByRole('heading', { level: 2, name: "Ada's Kitchen" })).toBeVisible();
    expect(screen.getByText(/It's just you for now/)).toBeVisible();
    const members = within(screen.getByRole('list', { name: 'Members' }));
    expect(members.getByText('Chef Ada')).toBeVisible();
    expect(members.getByText('(you)')).toBeVisible();
    expect(screen.getByText('(1 member)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave household' })).not.toBeInTheDocument();
  });

  it('lists the members by name, marking who started it; the creator may remove others', async () => {
    openHousehold(sharedHousehold());
    const list = await screen.findByRole('list', { name: 'Members' });
    const [ada, sam] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(ada).getByText('Started the household')).toBeVisible();
    expect(within(ada).queryByRole('button')).not.toBeInTheDocument();
    expect(within(sam).getByText('Sam Lee')).toBeVisible();
    expect(within(sam).getByRole('button', { name: 'Remove Sam Lee' })).toBeVisible();
    expect(screen.getByText('(2 members)')).toBeVisible();
    expect(screen.queryByText(/It's just you for now/)).not.toBeInTheDocument();
  });

  it('does not let a member who did not start it remove anyone', async () => {
    openHousehold(
      sharedHousehold({
        members: [
          makeMember({ id: 'user-9', displayName: 'Bo', isCreator: true }),
          makeMember({ isCreator: false }),
        ],
      }),
    );
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave household' })).toBeVisible();
  });
});

describe('renaming the household', () => {
  it('saves the new name from the field in place', async () => {
    const { events, calls } = openHousehold(makeHousehold(), (call) =>
      jsonAnswer(makeHousehold({ name: String((sentJson(call) as { name: string }).name) })),
    );
    await events.click(await screen.findByRole('button', { name: 'Rename household' }));
    const field = screen.getByLabelText('Household name');
    expect(field).toHaveFocus();
    await events.clear(field);
    await events.type(field, '  The Cooks {Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: 'The Cooks' })).toBeVisible();
    expect(sentJson(findCall(calls, 'PUT'))).toEqual({ name: 'The Cooks' });
    expect(screen.getByText('Household renamed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Rename household' })).toHaveFocus();
  });

  it('refuses a blank name and keeps the old one on Escape', async () => {
    const { events, calls } = openHousehold();
    await events.click(await screen.findByRole('button', { name: 'Rename household' }));
    await events.clear(screen.getByLabelText('Household name'));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByLabelText('Household name')).toHaveAttribute('aria-invalid', 'true');
    await events.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 2, name: "Ada's Kitchen" })).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('inviting someone', () => {
  it('creates a link, shows when it expires, and copies it', async () => {
    const invitation = {
      code: 'c'.repeat(32),
      url: `http://localhost/join/${'c'.repeat(32)}`,
      expiresAt: '2025-03-08T12:00:00.000Z',
    };
    const { events, calls } = openHousehold(makeHousehold(), () => jsonAnswer(invitation, 201));
    await events.click(await screen.findByRole('button', { name: 'Invite someone' }));

    const link = await screen.findByLabelText('Invitation link');
    expect(link).toHaveValue(invitation.url);
    expect(link).toHaveFocus();
    expect(screen.getByText(/^Expires March 8, 2025 at/)).toBeVisible();
    expect(parseCall(findCall(calls, 'POST')).path).toBe('/api/household/invitations');

    await events.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(await navigator.clipboard.readText()).toBe(invitation.url);
    expect(await screen.findByText('The invitation link is on the clipboard.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create another link' })).toBeVisible();
  });

  it('says to slow down when too many invitations were made today', async () => {
    const { events } = openHousehold(makeHousehold(), () =>
      errorAnswer(429, 'Too many invitations today. Try again tomorrow.'),
    );
    await events.click(await screen.findByRole('button', { name: 'Invite someone' }));
    expect(await screen.findByText('Slow down')).toBeVisible();
    expect(screen.getByText('Too many invitations today. Try again tomorrow.')).toBeVisible();
    expect(screen.queryByLabelText('Invitation link')).not.toBeInTheDocument();
  });
});

describe('leaving and removing', () => {
  it('leaves after a confirmation, then shows the household of one again', async () => {
    let left = false;
    const { calls } = stubApi((call) => {
      if (call.method === 'DELETE') {
        left = true;
        return noContent();
      }
      return jsonAnswer(left ? makeHousehold({ name: 'Ada' }) : sharedHousehold());
    });
    const { events } = renderApp('/household', makeUser());
    await events.click(await screen.findByRole('button', { name: 'Leave household' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave household?' });
    await events.click(within(dialog).getByRole('button', { name: 'Leave household' }));

    expect(await screen.findByText('You left the household')).toBeVisible();
    expect(parseCall(findCall(calls, 'DELETE')).path).toBe('/api/household/members/user-1');
    expect(await screen.findByText(/It's just you for now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave household' })).not.toBeInTheDocument();
  });

  it('removes another member once the creator confirms, and not before', async () => {
    const { events, calls } = openHousehold(sharedHousehold());
    await events.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Lee?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() =>
      expect(parseCall(findCall(calls, 'DELETE')).path).toBe('/api/household/members/user-2'),
    );
    expect(await screen.findByText("Sam Lee is no longer in Ada's Kitchen.")).toBeVisible();
  });
});
