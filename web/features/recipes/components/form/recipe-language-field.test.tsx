import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, stubApi } from '@/test/api-stub';
import { makeRecipe } from '@/test/recipes';
import { renderWithProviders } from '@/test/render-app';
import { EditRecipeForm } from './edit-recipe-form';

describe('the recipe form’s language', () => {
  function editing(language: string | null) {
    const recipe = makeRecipe({ id: 7, language });
    const { calls } = stubApi(({ body }) =>
      jsonAnswer({ ...recipe, language: (body as FormData).get('language') || null }),
    );
    renderWithProviders(
      <MemoryRouter>
        <EditRecipeForm recipe={recipe} />
      </MemoryRouter>,
    );
    const saved = async () => {
      await userEvent.click(screen.getByRole('button', { name: /save|update/i }));
      await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
      const put = calls.find((call) => call.method === 'PUT');
      return put?.body instanceof FormData ? put.body.get('language') : undefined;
    };
    return { select: screen.getByRole('combobox', { name: 'Language' }), saved };
  }

  it('offers the languages by their own names, and not set', () => {
    const { select } = editing(null);
    expect(select).toHaveValue('');
    const options = [...(select as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual(['Not set', 'English', 'Deutsch', 'Español', 'Français']);
  });

  it('saves the language chosen', async () => {
    const { select, saved } = editing('en');
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'Deutsch');
    expect(await saved()).toBe('de');
  });

  it('saves not set as not known', async () => {
    const { select, saved } = editing('fr');
    await userEvent.selectOptions(select, 'Not set');
    expect(await saved()).toBe('');
  });
});
