import type { StaffMember } from '@contracts/moderation';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer, jsonAnswer, parseCall, sentJson, stubApi } from '@/test/api-stub';
import { clearToasts, makeStaffMember, moderationApi } from '@/test/moderation';
import { makeUser, renderApp } from '@/test/render-app';

beforeEach(clearToasts);

const admin = makeStaffMember({ id: 'admin-1', displayName: 'Ada Admin', role: 'admin' });
const mia = makeStaffMember();
const bea = makeStaffMember({ id: 'cook-7', displayName: 'Bea Baker', role: 'user' });

/**
 * The team's screen for an administrator, on an API that keeps the roles as the server would; a
 * role change is answered by `refuse` instead when given.
 */
function openTeam(refuse?: () => Response) {
  let cooks = [admin, mia, bea];
  const api = moderationApi({
    search: (q) => cooks.filter((one) => one.displayName?.toLowerCase().includes(q)),
  });
  const stub = stubApi((call) => {
    const { path, query } = parseCall(call);
    if (call.method === 'PUT') {
      if (refuse) return refuse();
      const id = path.split('/')[4];
      const { role } = sentJson(call) as { role: StaffMember['role'] };
      cooks = cooks.map((one) => (one.id === id ? { ...one, role } : one));
      return jsonAnswer(cooks.find((one) => one.id === id));
    }
    if (path === '/api/admin/users' && query.q === undefined) {
      return jsonAnswer(cooks.filter((one) => one.role !== 'user'));
    }
    return api(call);
  });
  return { ...renderApp('/moderation/team', makeUser({ id: 'admin-1', role: 'admin' })), ...stub };
}

describe('the Moderation team screen', () => {
  it('lists the moderators and administrators; administrators stay as they are', async () => {
    openTeam();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation team' })).toBeVisible();
    const team = within(await screen.findByRole('list', { name: 'Moderators and administrators' }));
    const [first, second] = team.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Ada Admin');
    expect(within(first).getByText('Administrator')).toBeVisible();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Mia Moderator');
    expect(within(second).getByText('Moderator')).toBeVisible();
    expect(
      within(second).getByRole('button', { name: 'Remove Mia Moderator as moderator' }),
    ).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Moderation screens' }));
    expect(links.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });

  it('finds a cook by display name and makes them a moderator', async () => {
    const { calls, events } = openTeam();
    await screen.findByRole('list', { name: 'Moderators and administrators' });
    await events.type(screen.getByLabelText('Find a cook'), 'bea');

    const found = within(await screen.findByRole('list', { name: 'Cooks found' }));
    expect(found.getByText('Bea Baker')).toBeVisible();
    const searches = calls.map(parseCall).filter(({ query }) => query.q !== undefined);
    // Debounced: one search for what was typed, not one per key.
    expect(searches.map(({ query }) => query.q)).toEqual(['bea']);

    await events.click(found.getByRole('button', { name: 'Make Bea Baker a moderator' }));
    expect(await screen.findByText('Moderator added')).toBeVisible();
    expect(screen.getByText('Bea Baker can now act on reports.')).toBeVisible();
    const put = calls.find((call) => call.method === 'PUT');
    expect(parseCall(put ?? { url: '' }).path).toBe('/api/admin/users/cook-7/role');
    expect(sentJson(put)).toEqual({ role: 'moderator' });
    // Now on the team, and offered the other way in the results.
    const team = within(screen.getByRole('list', { name: 'Moderators and administrators' }));
    await waitFor(() => expect(team.getByText('Bea Baker')).toBeVisible());
    expect(found.getByRole('button', { name: 'Remove Bea Baker as moderator' })).toBeVisible();
  });

  it('removes a moderator from the team', async () => {
    const { calls, events } = openTeam();
    const team = within(await screen.findByRole('list', { name: 'Moderators and administrators' }));
    await events.click(team.getByRole('button', { name: 'Remove Mia Moderator as moderator' }));
    expect(await screen.findByText('Moderator removed')).toBeVisible();
    expect(sentJson(calls.find((call) => call.method === 'PUT'))).toEqual({ role: 'user' });
    await waitFor(() => expect(team.queryByText('Mia Moderator')).not.toBeInTheDocument());
  });

  it("says why a role was not changed, in the server's words", async () => {
    const { events } = openTeam(() =>
      errorAnswer(403, "An administrator's role is set in the server's settings"),
    );
    await screen.findByRole('list', { name: 'Moderators and administrators' });
    await events.type(screen.getByLabelText('Find a cook'), 'bea');
    const found = within(await screen.findByRole('list', { name: 'Cooks found' }));
    await events.click(found.getByRole('button', { name: 'Make Bea Baker a moderator' }));
    expect(await screen.findByText('Role not changed')).toBeVisible();
    expect(
      screen.getByText("An administrator's role is set in the server's settings"),
    ).toBeVisible();
    expect(found.getByRole('button', { name: 'Make Bea Baker a moderator' })).toBeVisible();
  });

  it('searches from three characters, as the server does', async () => {
    const { calls, events } = openTeam();
    await screen.findByRole('list', { name: 'Moderators and administrators' });
    await events.type(screen.getByLabelText('Find a cook'), 'be');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.filter((call) => parseCall(call).query.q !== undefined)).toHaveLength(0);
    expect(
      screen.getByText("Type at least 3 characters of a cook's display name to find them."),
    ).toBeVisible();
    await events.type(screen.getByLabelText('Find a cook'), 'a');
    expect(await screen.findByRole('list', { name: 'Cooks found' })).toBeVisible();
  });

  it('says when no cook matches', async () => {
    const { events } = openTeam();
    await screen.findByRole('list', { name: 'Moderators and administrators' });
    await events.type(screen.getByLabelText('Find a cook'), 'zed');
    expect(await screen.findByText('No cook\'s display name holds "zed".')).toBeVisible();
  });
});
