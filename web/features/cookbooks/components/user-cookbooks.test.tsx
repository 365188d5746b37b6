import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeCookbook } from '@/test/cookbooks';
import { renderWithProviders } from '@/test/render-app';
import { UserCookbooks } from './user-cookbooks';

afterEach(() => vi.unstubAllGlobals());

// The profile's slot for the section, apart from what the providers draw beside it (the toast
// viewport arrives when its lazy chunk does).
const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <div data-testid="slot">
        <UserCookbooks userId="cook-2" />
      </div>
    </MemoryRouter>,
  );

describe("a cook's public cookbooks on their profile", () => {
  it('lists them under a Cookbooks heading', async () => {
    const { calls } = stubApi(() =>
      jsonAnswer([makeCookbook({ id: 3, userId: 'cook-2', name: 'Baking', isPublic: true })]),
    );
    show();
    const section = await screen.findByRole('region', { name: 'Cookbooks' });
    expect(within(section).getByRole('link', { name: 'Baking' })).toHaveAttribute(
      'href',
      '/cookbooks/3',
    );
    expect(parseCall(calls[0] ?? { url: '' }).path).toBe('/api/users/cook-2/cookbooks');
  });

  it('shows nothing when there are none', async () => {
    const { calls } = stubApi(() => jsonAnswer([]));
    const { queryClient } = show();
    await waitFor(() => {
      expect(calls).toHaveLength(1);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
  });
});
