import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, neverAnswer, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const featured = () => screen.findByRole('region', { name: "Today's Featured Recipe" });

describe("signed-in home: today's featured recipe", () => {
  it('shows skeletons while loading', async () => {
    neverAnswer();
    renderApp('/', makeUser());
    expect(await within(await featured()).findByRole('status')).toBeInTheDocument();
  });

  it('shows the recipe with its image and a View Recipe link', async () => {
    stubApi(() =>
      jsonAnswer(makeRecipe({ id: 9, title: 'Paella', image: '/uploads/recipes/p.webp' })),
    );
    renderApp('/', makeUser());
    const block = await featured();
    expect(await within(block).findByRole('heading', { name: 'Paella' })).toBeVisible();
    expect(within(block).getByText('A warm bowl for cold days.')).toHaveClass('line-clamp-2');
    expect(block.querySelector('img')).toHaveAttribute('src', '/uploads/recipes/p.webp');
    expect(within(block).getByRole('link', { name: 'View Recipe' })).toHaveAttribute(
      'href',
      '/recipe/9',
    );
  });

  it('falls back to a default description', async () => {
    stubApi(() => jsonAnswer(makeRecipe({ description: null })));
    renderApp('/', makeUser());
    expect(
      await within(await featured()).findByText('A delicious recipe to try today!'),
    ).toBeVisible();
  });

  it('says there is no featured recipe, with a Create Recipe link', async () => {
    stubApi(() => jsonAnswer(null));
    renderApp('/', makeUser());
    const block = await featured();
    expect(
      await within(block).findByRole('heading', { name: 'No Featured Recipe Today' }),
    ).toBeVisible();
    expect(within(block).getByRole('link', { name: 'Create Recipe' })).toHaveAttribute(
      'href',
      '/create',
    );
  });
});
