import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, parseCall, stubApi } from '@/test/api-stub';
import { makeCookbook } from '@/test/cookbooks';
import { renderWithProviders } from '@/test/render-app';
import { UserCookbooks } from './user-cookbooks';

afterEach(() => vi.unstubAllGlobals());

const show = () =>
  renderWithProviders(
    <MemoryRouter>
      <UserCookbooks userId="cook-2" />
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
    const { container } = show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
