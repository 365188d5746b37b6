import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeRecipe } from '@/test/recipes';
import { renderWithProviders } from '@/test/render-app';
import { RECIPE_CARD_SIZES, RecipeCard, type RecipeCardProps } from './recipe-card';

function renderCard(props: RecipeCardProps) {
  renderWithProviders(
    <MemoryRouter>
      <RecipeCard {...props} />
    </MemoryRouter>,
  );
}

describe('RecipeCard', () => {
  it('shows the title, description, short cook time, servings, difficulty and a link', () => {
    renderCard({ recipe: makeRecipe({ id: 7, cookTime: '2 hours', difficulty: 'hard' }) });
    expect(screen.getByRole('heading', { name: 'Tomato Soup' })).toBeVisible();
    expect(screen.getByText('A warm bowl for cold days.')).toBeVisible();
    expect(screen.getByText('2h')).toBeVisible();
    expect(screen.getByText('4 servings')).toBeVisible();
    expect(screen.getByText('Hard')).toBeVisible();
    const link = screen.getByRole('link', { name: 'View Recipe' });
    expect(link).toHaveAttribute('href', '/recipe/7');
    expect(link).toHaveAccessibleDescription('Tomato Soup');
  });

  it('falls back to a placeholder image and "No description available"', () => {
    renderCard({
      recipe: makeRecipe({ description: '  ', image: null, cookTime: null, servings: 1 }),
    });
    expect(screen.getByText('No description available')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('Cook time')).not.toBeInTheDocument();
    expect(screen.getByText('1 serving')).toBeVisible();
  });

  it('tells its owner why others no longer see it, and nothing on an ordinary card', () => {
    renderCard({
      recipe: makeRecipe({ withheld: { state: 'removed', reason: 'Copied from a book' } }),
    });
    expect(screen.getByText('Removed by a moderator: Copied from a book')).toBeVisible();
    // A grid of cards must not announce each one as a status.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    cleanup();
    renderCard({ recipe: makeRecipe({ withheld: { state: 'hidden', reason: null } }) });
    expect(screen.getByText(/Hidden while a moderator reviews reports/)).toBeVisible();
    cleanup();
    renderCard({ recipe: makeRecipe() });
    expect(screen.queryByText(/moderator/)).not.toBeInTheDocument();
  });

  it('shows the photo when there is one', () => {
    renderCard({ recipe: makeRecipe({ image: '/uploads/recipes/a.webp' }) });
    // Decorative next to the title (alt=""), so it has no img role.
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/recipes/a.webp');
  });

  it('offers the photo’s copies at the grid’s widths, lazily unless it is the first card', () => {
    const image = '/uploads/recipes/0b6c7a1e-52f4-4d0e-9a43-5f1c2a8e9d70-1600x1200.webp';
    renderCard({ recipe: makeRecipe({ image }) });
    const img = document.querySelector('img');
    expect(img?.getAttribute('srcset')).toMatch(/-w400\.webp 400w, .+-w800\.webp 800w, .+ 1600w$/);
    expect(img).toHaveAttribute('sizes', RECIPE_CARD_SIZES);
    expect(img).toHaveAttribute('loading', 'lazy');
    cleanup();

    renderCard({ recipe: makeRecipe({ image }), priority: true });
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('has no edit or delete buttons unless the screen passes both handlers', () => {
    renderCard({ recipe: makeRecipe(), onEdit: vi.fn() });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls the handlers from its edit and delete buttons', async () => {
    const recipe = makeRecipe();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderCard({ recipe, onEdit, onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Tomato Soup' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tomato Soup' }));
    expect(onEdit).toHaveBeenCalledWith(recipe);
    expect(onDelete).toHaveBeenCalledWith(recipe);
  });
});
