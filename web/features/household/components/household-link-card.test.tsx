import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neverAnswer } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

describe('Account Settings: the way to the household', () => {
  it('links to the Household screen', async () => {
    neverAnswer();
    renderApp('/account', makeUser());
    expect(await screen.findByRole('heading', { level: 2, name: 'Household' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage household' })).toHaveAttribute(
      'href',
      '/household',
    );
  });
});
