import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, errorAnswer, jsonAnswer, stubApi } from '@/test/api-stub';
import { stubObjectUrls } from '@/test/object-urls';
import { listAnswer, makeRecipe } from '@/test/recipes';
import { makeUser, renderApp } from '@/test/render-app';

/** Creates, and answers My Recipes (shown after saving) with the one new recipe. */
const createThenList = (call: ApiCall) =>
  call.method === 'POST' ? jsonAnswer(makeRecipe(), 201) : listAnswer(call.url, [makeRecipe()]);

async function openForm(answer: (call: ApiCall) => Response | Promise<Response> = createThenList) {
  const api = stubApi(answer);
  const view = renderApp('/create', makeUser());
  await screen.findByRole('heading', { level: 1, name: 'Create New Recipe' });
  return { ...view, ...api };
}

// The label reads "Title *"; its accessible name is "Title" (the asterisk is aria-hidden).
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

function sentFields(call: ApiCall | undefined): Record<string, FormDataEntryValue> {
  if (!(call?.body instanceof FormData)) throw new Error('no FormData was sent');
  return Object.fromEntries(call.body.entries());
}

describe('Create Recipe', () => {
  it('shows the four sections, defaults, a required title and the photo hint', async () => {
    await openForm();
    for (const name of ['Basic Information', 'Recipe Photo', 'Ingredients', 'Instructions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(titleBox()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeVisible();
    expect(screen.getByLabelText('Servings')).toHaveValue(1);
    expect(screen.getByLabelText('Difficulty')).toHaveDisplayValue('Easy');
    expect(screen.getByRole('switch', { name: 'Show on my public profile' })).not.toBeChecked();
    expect(screen.getByText('PNG, JPG up to 10MB')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  });

  it('starts with one ingredient row and one step, each removable only while others remain', async () => {
    const { events } = await openForm();
    expect(screen.getByLabelText('Ingredient 1 name')).toHaveValue('');
    expect(screen.getByLabelText('Step 1')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove step 1' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await events.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.getByLabelText('Ingredient 2 name')).toBeVisible();
    expect(screen.getByLabelText('Step 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeEnabled();

    await events.type(screen.getByLabelText('Ingredient 2 name'), 'butter');
    await events.click(screen.getByRole('button', { name: 'Remove ingredient 1' }));
    expect(screen.getByLabelText('Ingredient 1 name')).toHaveValue('butter');
    expect(screen.queryByLabelText('Ingredient 2 name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();

    await events.click(screen.getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByLabelText('Step 2')).not.toBeInTheDocument();
  });

  it('offers the 12 units', async () => {
    await openForm();
    const units = within(screen.getByLabelText('Ingredient 1 unit')).getAllByRole('option');
    expect(units.map((option) => option.textContent)).toEqual([
      'No unit',
      ...['cup', 'tbsp', 'tsp', 'lb', 'oz', 'g', 'kg', 'ml', 'l', 'piece', 'clove', 'slice'],
    ]);
  });

  it('requires a title and an ingredient, and says so', async () => {
    const { events, calls } = await openForm();
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Recipe title is required')).toBeVisible();
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    // The toast shows once its viewport's code is there: it loads with the first toast.
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getAllByText('Please add at least one ingredient')).toHaveLength(2);
    expect(posted(calls)).toHaveLength(0);
  });

  it('requires an instruction once there is an ingredient', async () => {
    const { events, calls } = await openForm();
    await events.type(titleBox(), 'Toast');
    await events.type(screen.getByLabelText('Ingredient 1 name'), 'bread');
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findAllByText('Please add at least one instruction')).toHaveLength(2);
    expect(screen.queryByText('Recipe title is required')).not.toBeInTheDocument();
    expect(posted(calls)).toHaveLength(0);
  });

  it('sends the form as multipart fields with JSON-encoded lists, then goes to /recipes', async () => {
    const { events, calls, location } = await openForm();
    await events.type(titleBox(), '  Pancakes ');
    await events.type(screen.getByLabelText('Cook Time'), '15 minutes');
    await events.clear(screen.getByLabelText('Servings'));
    await events.type(screen.getByLabelText('Servings'), '4');
    await events.selectOptions(screen.getByLabelText('Difficulty'), 'Medium');
    await events.click(screen.getByRole('switch', { name: 'Show on my public profile' }));
    await events.type(screen.getByLabelText('Ingredient 1 quantity'), '2');
    await events.selectOptions(screen.getByLabelText('Ingredient 1 unit'), 'cup');
    await events.type(screen.getByLabelText('Ingredient 1 name'), 'flour');
    await events.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await events.type(screen.getByLabelText('Ingredient 2 quantity'), '3'); // blank name: dropped
    await events.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await events.type(screen.getByLabelText('Ingredient 3 name'), 'eggs');
    await events.type(screen.getByLabelText('Step 1'), 'Mix.');
    await events.click(screen.getByRole('button', { name: 'Add Step' }));
    await events.click(screen.getByRole('button', { name: 'Add Step' }));
    await events.type(screen.getByLabelText('Step 3'), 'Fry.');
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));

    await waitFor(() => expect(location().pathname).toBe('/recipes'));
    const [call] = posted(calls);
    expect(call?.url).toBe('/api/recipes');
    expect(sentFields(call)).toEqual({
      title: 'Pancakes',
      description: '',
      prepTime: '',
      cookTime: '15 minutes',
      servings: '4',
      difficulty: 'medium',
      ingredients: '["2 cup flour","eggs"]',
      instructions: '["Mix.","Fry."]',
      isPublic: 'true',
      tags: '[]',
      sourceUrl: '',
      totalTime: '',
      nutrition: '',
    });
    expect(await screen.findByText('Recipe Created!')).toBeVisible();
    expect(screen.getByText('Your recipe has been saved successfully.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Tomato Soup' })).toBeVisible();
  });

  it('shows Saving... and disables the button while saving', async () => {
    const { events } = await openForm(() => new Promise<Response>(() => {}));
    await fillMinimal(events);
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it("shows the server's message when saving fails, and stays on the form", async () => {
    const { events, location } = await openForm(() => errorAnswer(400, 'Recipe title is required'));
    await fillMinimal(events);
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getAllByText('Recipe title is required').length).toBeGreaterThan(0);
    expect(location().pathname).toBe('/create');
    expect(screen.getByRole('button', { name: 'Save Recipe' })).toBeEnabled();
  });

  it("falls back to 'Failed to create recipe' when the answer has no message", async () => {
    const { events } = await openForm(() => new Response('Bad Gateway', { status: 502 }));
    await fillMinimal(events);
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Failed to create recipe')).toBeVisible();
  });

  it('previews a chosen photo, sends it, and can remove it', async () => {
    stubObjectUrls();
    const { events, calls } = await openForm();
    const photo = new File(['png'], 'soup.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Choose a photo'), photo);
    expect(screen.getByRole('img', { name: 'Preview of your recipe' })).toHaveAttribute(
      'src',
      'blob:object-1',
    );
    await events.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img', { name: 'Preview of your recipe' })).not.toBeInTheDocument();
    await events.upload(screen.getByLabelText('Choose a photo'), photo);
    await fillMinimal(events);
    await events.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(posted(calls)).toHaveLength(1));
    expect(sentFields(posted(calls)[0]).image).toBeInstanceOf(File);
  });

  it('refuses a photo over 10MB before uploading it', async () => {
    stubObjectUrls();
    const { events } = await openForm();
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await events.upload(screen.getByLabelText('Choose a photo'), big);
    expect(screen.getByText('This photo is 11 MB. Please choose one up to 10MB.')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Preview of your recipe' })).not.toBeInTheDocument();
  });
});

async function fillMinimal(events: ReturnType<typeof renderApp>['events']) {
  await events.type(titleBox(), 'Toast');
  await events.type(screen.getByLabelText('Ingredient 1 name'), 'bread');
  await events.type(screen.getByLabelText('Step 1'), 'Toast it.');
}
