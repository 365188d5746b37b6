import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorAnswer, stubApi } from '@/test/api-stub';
import { makeUser, renderApp } from '@/test/render-app';

// A session can end while the app is open: signed out from another device, or the password
// changed there. The next call answers 401, and the app shows what a visitor sees.
describe('a session that ends while the app is open', () => {
  it('turns My Recipes into the visitor’s view, without the navigation bar', async () => {
    stubApi(() => errorAnswer(401, 'Unauthorized'));
    const { queryClient } = renderApp('/recipes', makeUser());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(queryClient.getQueryData(['/api/auth/user'])).toBeNull();
  });
});
