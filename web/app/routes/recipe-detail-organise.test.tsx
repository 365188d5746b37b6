import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, sentJson, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipe = makeRecipe({
  id: 12,
  userId: 'owner',
  title: 'Tomato Soup',
  tags: ['Soup', 'winter dinners'],
  sourceUrl: 'https://www.example.com/soups/tomato',
  totalTime: '45 minutes',
  nutrition: {
    calories: '180 kcal',
    fat: null,
    saturatedFat: null,
    carbohydrates: '20 g',
    sugar: null,
    fiber: null,
    protein: '4 g',
    sodium: null,
    cholesterol: null,
  },
  favorite: false,
  rating: null,
  notes: 'Less salt.',
});

function openRecipe(
  viewerId: string,
  answer: (call: ApiCall) => Response | Promise<Response> = () => jsonAnswer(recipe),
) {
  const api = stubApi(answer);
  return { ...renderApp('/recipe/12', makeUser({ id: viewerId })), ...api };
}

const patches = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, sentJson(call)]);

describe('Recipe detail: tags, source, total time and nutrition', () => {
  it('shows tags as links to My Recipes with that tag, the source by its host, and nutrition', async () => {
    openRecipe('owner');
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getByRole('link', { name: 'winter dinners' })).toHaveAttribute(
      'href',
      '/recipes?tag=winter+dinners',
    );
    const source = screen.getByRole('link', { name: /example\.com/ });
    expect(source).toHaveAttribute('href', 'https://www.example.com/soups/tomato');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(screen.getByRole('region', { name: 'Recipe Info' })).getByText('45 minutes'),
    ).toBeVisible();
    const nutrition = screen.getByRole('table', { name: 'Nutrition per serving' });
    expect(
      within(nutrition)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Calories180 kcal', 'Carbohydrates20 g', 'Protein4 g']);
  });

  it('never links a source that is not a web address, and shows no empty sections', async () => {
    openRecipe('owner', () =>
      jsonAnswer({ ...recipe, sourceUrl: 'javascript:alert(1)', tags: [], nutrition: null }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.queryByText(/Source/)).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows no favourite, rating or notes to another cook viewing a public recipe', async () => {
    const { favorite: _f, rating: _r, notes: _n, ...publicRecipe } = recipe;
    openRecipe('visitor', () => jsonAnswer({ ...publicRecipe, isPublic: true }));
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.getByRole('list', { name: 'Tags' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Favourite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your rating' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'My notes' })).not.toBeInTheDocument();
  });
});

describe('Recipe detail: the owner’s favourite, rating and notes', () => {
  const answering = (patched: (body: Record<string, unknown>) => Response) => (call: ApiCall) =>
    call.method === 'PATCH'
      ? patched(sentJson(call) as Record<string, unknown>)
      : jsonAnswer(recipe);

  it('favourites at once with PATCH', async () => {
    const { events, calls } = openRecipe(
      'owner',
      answering((body) => jsonAnswer({ ...recipe, ...body })),
    );
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await events.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(patches(calls)).toEqual([['/api/recipes/12', { favorite: true }]]);
  });

  it('rates with the stars (keyboard too), and clears the rating', async () => {
    const { events, calls } = openRecipe(
      'owner',
      answering((body) => jsonAnswer({ ...recipe, ...body })),
    );
    const group = await screen.findByRole('group', { name: 'Your rating' });
    await events.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await events.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked(),
    );
    await events.click(within(group).getByRole('button', { name: 'Clear rating' }));
    await waitFor(() =>
      expect(within(group).queryByRole('radio', { checked: true })).not.toBeInTheDocument(),
    );
    expect(patches(calls).map(([, body]) => body)).toEqual([
      { rating: 4 },
      { rating: 3 },
      { rating: null },
    ]);
  });

  it('puts a refused rating back and says so', async () => {
    const { events } = openRecipe(
      'owner',
      answering(() => errorAnswer(500, 'Internal error')),
    );
    const group = await screen.findByRole('group', { name: 'Your rating' });
    await events.click(within(group).getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByText('Could not save your rating.')).toBeVisible();
    expect(within(group).getByRole('radio', { name: '5 stars' })).not.toBeChecked();
  });

  it('saves private notes with Save', async () => {
    const { events, calls } = openRecipe(
      'owner',
      answering((body) => jsonAnswer({ ...recipe, ...body })),
    );
    const notes = await screen.findByRole('textbox', { name: 'My notes' });
    expect(notes).toHaveValue('Less salt.');
    expect(notes).toHaveAccessibleDescription('Only you can see your notes');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await events.type(notes, ' More basil.');
    await events.click(save);
    expect(await screen.findByText('Notes saved')).toBeVisible();
    expect(patches(calls)).toEqual([['/api/recipes/12', { notes: 'Less salt. More basil.' }]]);
  });
});
