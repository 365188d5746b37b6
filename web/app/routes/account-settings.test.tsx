import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockKeys } from '@/features/community/api/block-cook';
import { communityKeys } from '@/features/community/api/community-keys';
import { stubApi } from '@/test/api-stub';
import { protectionApi } from '@/test/protection';
import { makeUser, renderApp } from '@/test/render-app';

describe('Account Settings: blocks and muted words', () => {
  it('has Blocked Cooks and Muted Words while the community is on', async () => {
    stubApi(protectionApi());
    renderApp('/account', makeUser());
    expect(await screen.findByRole('heading', { name: 'Blocked Cooks' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Muted Words' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Unblock Ann Grill' })).toBeVisible();
  });

  it('has neither when the community is off', async () => {
    const { calls } = stubApi(protectionApi({ community: false }));
    renderApp('/account', makeUser());
    expect(await screen.findByRole('heading', { name: 'Signed-in Devices' })).toBeVisible();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/app-config')).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Blocked Cooks' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Muted Words' })).not.toBeInTheDocument();
  });

  it("reads the community's lists and block states again after an unblock or a mute", async () => {
    stubApi(protectionApi());
    const { events, queryClient } = renderApp('/account', makeUser());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stale = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

    await events.click(await screen.findByRole('button', { name: 'Unblock Ann Grill' }));
    await waitFor(() =>
      expect(stale()).toEqual(expect.arrayContaining([communityKeys.all, blockKeys.all])),
    );

    invalidate.mockClear();
    await events.type(screen.getByRole('textbox', { name: 'Word or phrase' }), 'liver{Enter}');
    await waitFor(() => expect(stale()).toEqual(expect.arrayContaining([communityKeys.all])));
  });
});
