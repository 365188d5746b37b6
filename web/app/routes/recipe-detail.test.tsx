import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { stubObjectUrls } from '@/test/object-urls';
import { listAnswer, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';
import { installSpeechStandIn } from '@/test/speech-stand-in';

const recipe = makeRecipe({ id: 12, userId: 'owner', title: 'Tomato Soup' });

function openRecipe(
  viewerId: string,
  answer: (call: ApiCall) => Response | Promise<Response> = () => jsonAnswer(recipe),
  path = '/recipe/12',
) {
  const api = stubApi(answer);
  return { ...renderApp(path, makeUser({ id: viewerId })), ...api };
}

describe('Recipe detail', () => {
  it('shows the recipe: title, description, image, numbered steps, info and ingredients', async () => {
    openRecipe('owner', () => jsonAnswer({ ...recipe, image: '/uploads/recipes/x.webp' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeVisible();
    expect(screen.getByText('A warm bowl for cold days.')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Tomato Soup' })).toHaveAttribute(
      'src',
      '/uploads/recipes/x.webp',
    );
    const steps = within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Chop the tomatoes.',
      'Simmer with garlic for 30 minutes.',
      'Blend and season.',
    ]);
    // The step that names a length of time offers a timer for it.
    expect(
      within(steps[1] as HTMLElement).getByRole('button', {
        name: 'Start a timer for 30 minutes, step 2',
      }),
    ).toHaveTextContent('30 minutes');
    expect(within(steps[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Recipe Info' });
    for (const text of ['10 minutes', '30 minutes', '4', 'Easy']) {
      expect(within(info).getByText(text)).toBeVisible();
    }
    const ingredients = screen.getByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows Edit and Delete to the owner', async () => {
    openRecipe('owner');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit/12');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('hides Edit and Delete from someone else viewing a public recipe', async () => {
    openRecipe('visitor', () => jsonAnswer({ ...recipe, isPublic: true }));
    await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as Text' })).toBeVisible();
  });

  it('deletes after confirming, then goes to My Recipes', async () => {
    const { events, location } = openRecipe('owner', (call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : call.url === '/api/recipes/12'
          ? jsonAnswer(recipe)
          : listAnswer(call.url, []),
    );
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Tomato Soup"?');
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/recipes'));
    expect(await screen.findByText('Recipe Deleted')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });

  it.each([
    ['a 404', () => errorAnswer(404, 'Recipe not found'), '/recipe/12'],
    ['a non-numeric id', () => jsonAnswer(recipe), '/recipe/abc'],
  ])('says Recipe Not Found for %s', async (_label, answer, path) => {
    openRecipe('owner', answer, path);
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeVisible();
    expect(
      screen.getByText("The recipe you're looking for doesn't exist or has been deleted."),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View All Recipes' })).toHaveAttribute(
      'href',
      '/recipes',
    );
  });

  it('offers Try Again when the recipe cannot be loaded', async () => {
    let fail = true;
    const { events } = openRecipe('owner', () =>
      fail ? new Response('oops', { status: 500 }) : jsonAnswer(recipe),
    );
    expect(await screen.findByText('Failed to fetch recipe')).toBeVisible();
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato Soup' })).toBeVisible();
  });

  it('says there is no connection when no answer comes at all (offline, not kept)', async () => {
    openRecipe('owner', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
    expect(
      screen.getByText(/Recipes you have opened on this device can still be read/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('saves the recipe as a text file named after the title', async () => {
    const { blobs } = stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { events } = openRecipe('owner');
    await events.click(await screen.findByRole('button', { name: 'Save as Text' }));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('tomato_soup_recipe.txt');
    expect(await blobs[0]?.text()).toMatch(/^Tomato Soup\n\nA warm bowl for cold days\.\n/);
    expect(screen.getByText('Recipe Saved')).toBeVisible();
    click.mockRestore();
  });

  it('says read-aloud is not supported where the browser has no speech', async () => {
    openRecipe('owner');
    const voice = await screen.findByRole('button', { name: 'Voice Off' });
    expect(voice).toBeDisabled();
    expect(voice).toHaveAccessibleDescription('Read-aloud is not supported in this browser');
    expect(screen.getByRole('button', { name: 'Read Recipe' })).toBeDisabled();
  });

  it('reads aloud with voice on: buttons, Space, Enter and the current-step badge', async () => {
    const speech = installSpeechStandIn();
    const { events } = openRecipe('visitor', () => jsonAnswer({ ...recipe, isPublic: true }));
    const voice = await screen.findByRole('button', { name: 'Voice Off' });
    for (const name of ['Read Recipe', 'Read Steps', 'Read Step', 'Read List']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.queryByRole('heading', { name: 'Keyboard Controls' })).not.toBeInTheDocument();

    await events.click(voice);
    expect(voice).toHaveAccessibleName('Voice On');
    expect(voice).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Keyboard Controls' })).toBeVisible();
    expect(screen.getByText('Current: Step 0')).toBeVisible();

    await events.keyboard(' ');
    expect(speech.texts()).toEqual(['Step 1: Chop the tomatoes.']);
    expect(screen.getByText('Current: Step 1')).toBeVisible();
    expect(screen.getByText('Reading Step 1')).toBeVisible();
    expect(voice).toHaveAccessibleName('Voice On');

    await events.keyboard('{Enter}');
    expect(speech.texts().at(-1)).toBe('Step 1: Chop the tomatoes.');

    await events.click(screen.getByRole('button', { name: 'Read List' }));
    expect(speech.texts().at(-1)).toBe('Ingredients: 6 piece tomatoes, 1 clove garlic, salt.');
    expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();

    await events.click(voice);
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Read Recipe' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Keyboard Controls' })).not.toBeInTheDocument();
  });
});
