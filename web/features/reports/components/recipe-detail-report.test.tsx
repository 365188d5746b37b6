import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

// The recipe detail route passes the 'Report Recipe' menu to signed-in non-owners only.
describe('Report Recipe on the recipe detail page', () => {
  it('is offered to a signed-in user who is not the owner', async () => {
    stubApi(() => jsonAnswer(makeRecipe({ id: 3, userId: 'someone-else', isPublic: true })));
    const { events } = renderApp('/recipe/3', makeUser());
    await events.click(await screen.findByRole('button', { name: 'More actions' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Report Recipe' }));
    expect(await screen.findByRole('dialog', { name: 'Report Recipe' })).toBeVisible();
  });

  it('is not offered to the owner', async () => {
    stubApi(() => jsonAnswer(makeRecipe({ id: 3, userId: 'user-1' })));
    renderApp('/recipe/3', makeUser());
    expect(await screen.findByRole('heading', { name: 'Tomato Soup' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
