import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, jsonAnswer, neverAnswer, parseCall, stubApi } from '@/test/api-stub';
import { freezeToday, makeEntry, TODAY } from '@/test/meal-plan';
import { makeUser, renderApp } from '@/test/render-app';

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const today = () => screen.findByRole('region', { name: 'Today' });

/** The home with today's plan answered by `plan`; the featured recipe is none. */
function openHome(plan: () => Response) {
  const api = stubApi((call) =>
    parseCall(call).path === '/api/mealplan' ? plan() : jsonAnswer(null),
  );
  return { ...renderApp('/', makeUser()), ...api };
}

describe("signed-in home: today's meals", () => {
  it('holds its place while loading', async () => {
    neverAnswer();
    renderApp('/', makeUser());
    const card = await today();
    expect(within(card).getByText("Loading today's meals…")).toBeInTheDocument();
    expect(within(card).getByText('Wednesday, March 5')).toBeVisible();
  });

  it("lists today's meals by slot, recipes linking to their pages", async () => {
    const { calls } = openHome(() =>
      jsonAnswer([
        makeEntry({ id: 2, date: TODAY, slot: 'dinner', recipeId: 7, title: 'Paella' }),
        makeEntry({
          id: 3,
          date: TODAY,
          slot: 'breakfast',
          recipeId: null,
          title: 'Porridge',
          servings: null,
        }),
      ]),
    );
    const card = within(await today());
    expect(await card.findByRole('link', { name: 'Paella' })).toHaveAttribute('href', '/recipe/7');
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'BreakfastPorridge',
      'DinnerPaella',
    ]);
    expect(card.getByRole('link', { name: 'Meal plan' })).toHaveAttribute('href', '/meal-plan');
    const read = calls.find((call) => parseCall(call).path === '/api/mealplan');
    expect(parseCall(read ?? { url: '' }).query).toEqual({ from: TODAY, to: TODAY });
  });

  it('links to the plan when nothing is planned', async () => {
    openHome(() => jsonAnswer([]));
    const card = within(await today());
    expect(await card.findByText('Nothing planned for today.')).toBeVisible();
    expect(card.getByRole('link', { name: 'Plan your meals' })).toHaveAttribute(
      'href',
      '/meal-plan',
    );
  });

  it('says how many more meals the plan holds past the first four', async () => {
    openHome(() =>
      jsonAnswer(
        [1, 2, 3, 4, 5, 6].map((id) => makeEntry({ id, date: TODAY, title: `Dish ${id}` })),
      ),
    );
    const card = within(await today());
    expect(await card.findByRole('link', { name: '2 more meals on the plan' })).toBeVisible();
    expect(card.getAllByRole('listitem')).toHaveLength(4);
  });

  it('offers to try again when the plan could not be read', async () => {
    let fail = true;
    const { events } = openHome(() => (fail ? errorAnswer(500, 'Broken') : jsonAnswer([])));
    const card = within(await today());
    expect(await card.findByText("Today's meals could not be loaded.")).toBeVisible();
    fail = false;
    await events.click(card.getByRole('button', { name: 'Try Again' }));
    expect(await card.findByText('Nothing planned for today.')).toBeVisible();
  });
});
