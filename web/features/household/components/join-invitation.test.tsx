import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, neverAnswer, parseCall, stubApi } from '@/test/api-stub';
import { findCall } from '@/test/cookbooks';
import { INVITATION_CODE, makeInvitationPreview, sharedHousehold } from '@/test/households';
import { makeUser, renderApp } from '@/test/render-app';

const joinPath = `/join/${INVITATION_CODE}`;

describe('the Join screen', () => {
  it('shows a placeholder while the invitation loads', async () => {
    neverAnswer();
    renderApp(joinPath, makeUser());
    expect(await screen.findByText('Loading the invitation…')).toBeInTheDocument();
  });

  it('says who invites to which household; Join goes to the household with a welcome', async () => {
    const joined = sharedHousehold({ name: 'The Lees' });
    const { calls } = stubApi((call) => {
      if (call.method === 'POST') return jsonAnswer(joined);
      if (parseCall(call).path === '/api/household') return jsonAnswer(joined);
      return jsonAnswer(makeInvitationPreview());
    });
    const { events, location } = renderApp(joinPath, makeUser());
    expect(
      await screen.findByRole('heading', { name: 'Sam invites you to join The Lees' }),
    ).toBeVisible();
    // The screen's first read (the navigation bar reads the app's settings beside it).
    expect(
      calls.map((call) => parseCall(call).path).find((path) => path.startsWith('/api/household')),
    ).toBe(`/api/household/invitations/${INVITATION_CODE}`);

    await events.click(screen.getByRole('button', { name: 'Join The Lees' }));
    await waitFor(() => expect(location().pathname).toBe('/household'));
    expect(parseCall(findCall(calls, 'POST')).path).toBe(
      `/api/household/invitations/${INVITATION_CODE}/accept`,
    );
    expect(await screen.findByText('Welcome to The Lees!')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Lees' })).toBeVisible();
  });

  it('names the inviter by display name when there is one', async () => {
    stubApi(() =>
      jsonAnswer(makeInvitationPreview({ invitedBy: { displayName: 'Chef Sam', firstName: 'S' } })),
    );
    renderApp(joinPath, makeUser());
    expect(
      await screen.findByRole('heading', { name: 'Chef Sam invites you to join The Lees' }),
    ).toBeVisible();
  });

  it('says an unknown, used or expired invitation is no longer valid', async () => {
    stubApi(() => errorAnswer(404, 'Invitation not found'));
    renderApp(joinPath, makeUser());
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your household' })).toHaveAttribute(
      'href',
      '/household',
    );
  });

  it('does not even ask about a code that cannot be one', async () => {
    const { calls } = stubApi(() => jsonAnswer(makeInvitationPreview()));
    renderApp('/join/not-a-code', makeUser());
    expect(
      await screen.findByRole('heading', { name: 'This invitation is no longer valid' }),
    ).toBeVisible();
    expect(calls.filter((call) => call.url.includes('/invitations/'))).toHaveLength(0);
  });

  it('says so when the cook is already in that household', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? errorAnswer(409, 'You are already in this household')
        : jsonAnswer(makeInvitationPreview()),
    );
    const { events, location } = renderApp(joinPath, makeUser());
    await events.click(await screen.findByRole('button', { name: 'Join The Lees' }));
    expect(
      await screen.findByRole('heading', { name: 'You are already in this household.' }),
    ).toBeVisible();
    expect(location().pathname).toBe(joinPath);
  });

  it('offers to try again when the invitation could not be read', async () => {
    let fail = true;
    stubApi(() => (fail ? errorAnswer(500, 'Broken') : jsonAnswer(makeInvitationPreview())));
    const { events } = renderApp(joinPath, makeUser());
    expect(
      await screen.findByRole('heading', { name: 'The invitation could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('heading', { name: 'Sam invites you to join The Lees' }),
    ).toBeVisible();
  });

  it('asks a signed-out visitor to sign in, and to come back to the invitation', async () => {
    const { calls } = stubApi(() => jsonAnswer(makeInvitationPreview()));
    renderApp(joinPath, null);
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see your invitation' }),
    ).toBeVisible();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `/api/login?returnTo=${encodeURIComponent(joinPath)}`,
    );
    // Nothing about the invitation is asked for before the visitor is known.
    expect(calls.filter((call) => parseCall(call).path.startsWith('/api/household'))).toEqual([]);
  });
});
