import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

const recipe = makeRecipe({
  id: 12,
  userId: 'owner',
  title: 'Tomato Soup',
  sourceUrl: 'https://www.example.com/soup',
  notes: 'Less salt next time.',
  tags: ['Dinner'],
});

function openRecipe() {
  stubApi((call) => (call.url.endsWith('/cooked') ? jsonAnswer([]) : jsonAnswer(recipe)));
  return renderApp('/recipe/12', makeUser({ id: 'owner' }));
}

describe('Recipe detail: printing', () => {
  it('prints the page from its Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { events } = openRecipe();
    const actions = within(await screen.findByRole('group', { name: 'Recipe actions' }));
    await events.click(actions.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('gives paper the source’s whole address and the notes as text', async () => {
    openRecipe();
    const source = await screen.findByRole('link', { name: /example\.com/ });
    expect(source).toHaveAttribute('data-print-url', 'https://www.example.com/soup');
    // The notes box cannot print whole, so its text is on the page for paper alone.
    expect(screen.getByText('Less salt next time.', { selector: 'p' })).toHaveClass(
      'hidden',
      'print:block',
    );
  });
});
