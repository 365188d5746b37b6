import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '@/test/recipes';
import { renderWithProviders } from '@/test/render-app';
import { useRecipeScale } from '../../lib/use-recipe-scale';
import { IngredientsCard } from './ingredients-card';

function Card({ ingredients }: { ingredients: string[] }) {
  return <IngredientsCard scale={useRecipeScale(makeRecipe({ ingredients }))} />;
}

function inRegion(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the region’s measures', () => {
  it('offers a reader in the US cups and ounces for a recipe that weighs, and leaves it as written', async () => {
    inRegion('en-US', 'en');
    renderWithProviders(<Card ingredients={['200 g butter', '3 eggs']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '200 g butter',
      '3 eggs',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show in cups and ounces' }));
    expect(screen.getByRole('button', { name: 'US' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('7 oz butter');
    expect(screen.queryByRole('button', { name: 'Show in cups and ounces' })).toBeNull();
  });

  it('offers grams and millilitres elsewhere, for a recipe in cups', async () => {
    inRegion('en-GB');
    renderWithProviders(<Card ingredients={['1 cup milk']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show in grams and millilitres' }));
    expect(screen.getByRole('button', { name: 'Metric' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('listitem')).toHaveTextContent('235 ml milk');
  });

  it('offers nothing when the recipe already reads in the region’s measures or names no region', () => {
    inRegion('de-DE');
    renderWithProviders(<Card ingredients={['200 g butter', '3 eggs']} />);
    expect(screen.queryByRole('button', { name: /^Show in/ })).toBeNull();
    cleanup();
    inRegion('en');
    renderWithProviders(<Card ingredients={['1 cup milk']} />);
    expect(screen.queryByRole('button', { name: /^Show in/ })).toBeNull();
  });
});
