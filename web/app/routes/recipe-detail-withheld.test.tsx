import { HIDDEN_NOTICE, removedNotice } from '@contracts/withheld';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

function openRecipe(recipe: ReturnType<typeof makeRecipe>) {
  stubApi((call) => (call.url === '/api/recipes/12' ? jsonAnswer(recipe) : jsonAnswer([])));
  return renderApp('/recipe/12', makeUser({ id: 'owner' }));
}

describe('Recipe detail: a withheld recipe', () => {
  it.each([
    [
      { state: 'removed', reason: 'Copied from a book' } as const,
      removedNotice('Copied from a book'),
    ],
    [{ state: 'hidden', reason: null } as const, HIDDEN_NOTICE],
  ])('tells its cook why nobody else sees it (%o)', async (withheld, notice) => {
    openRecipe(makeRecipe({ id: 12, userId: 'owner', isPublic: true, withheld }));
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });

  it('says nothing of the kind on a recipe everyone may see', async () => {
    openRecipe(makeRecipe({ id: 12, userId: 'owner', isPublic: true }));
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.queryByText(/Removed by a moderator|Hidden while/)).not.toBeInTheDocument();
  });
});
