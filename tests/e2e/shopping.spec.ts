import { cookWithName } from './support/community';
import { firstListId, joinHouseholdViaApi, thisWeek } from './support/households';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

// The household's shopping list (decisions 045, 046): built from the week's plan with the
// amounts added up, ticked by one member and seen at once by another, and kept working in a
// shop without signal.

test('build the list from the plan, see a partner tick live, tick offline and send it later', async ({
  browser,
}) => {
  // Two browsers, a list built, ticks sent live and offline: ~20 s here.
  test.setTimeout(90_000);
  const ada = await cookWithName(browser, 'Ada Shopper');
  const bo = await cookWithName(browser, 'Bo Partner');
  await joinHouseholdViaApi(ada, bo);
  const stew = await createRecipeViaApi(ada.page, 'Winter Stew', {
    servings: '2',
    ingredients: JSON.stringify(['200 g butter', '2 onions', '500 g beef']),
  });
  const cake = await createRecipeViaApi(bo.page, 'Butter Cake', {
    servings: '4',
    ingredients: JSON.stringify(['50 g butter', '3 eggs']),
  });
  for (const [date, recipeId] of [
    [thisWeek(1), stew.id],
    [thisWeek(3), cake.id],
  ]) {
    const planned = await ada.page.request.post('/api/mealplan', {
      data: { date, slot: 'dinner', recipeId },
    });
    expect(planned.status()).toBe(201);
  }
  const listId = await firstListId(ada);

  // Ada adds the week's plan: the butter of both recipes is one line.
  const { page } = ada;
  await page.goto(`/shopping/${listId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nothing to buy' })).toBeVisible();
  await page.getByRole('button', { name: 'Add from meal plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from meal plan' });
  await dialog.getByRole('button', { name: /^Add/ }).click();
  await expect(dialog).toBeHidden();
  const butter = page.getByRole('checkbox', { name: /250 g butter/ });
  await expect(butter).toBeVisible();
  await expect(
    page
      .getByText('for: Winter Stew, Butter Cake')
      .or(page.getByText('for: Butter Cake, Winter Stew')),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /500 g beef/ })).toBeVisible();

  // Bo has the list open; Ada's tick shows there without a reload.
  await bo.page.goto(`/shopping/${listId}`);
  const bosButter = bo.page.getByRole('checkbox', { name: /250 g butter/ });
  await expect(bosButter).not.toBeChecked();
  await butter.check();
  await expect(bosButter).toBeChecked({ timeout: 5_000 });

  // In the shop without signal: ticks and a new line are kept, and the screen says so.
  await ada.context.setOffline(true);
  await page.getByRole('checkbox', { name: /500 g beef/ }).check();
  await page.getByRole('textbox', { name: 'Add an item' }).fill('2 lemons');
  await page.getByRole('textbox', { name: 'Add an item' }).press('Enter');
  await expect(page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(
    'Offline — 2 changes waiting to be sent',
    { timeout: 15_000 },
  );
  await expect(bo.page.getByRole('checkbox', { name: /2 lemons/ })).toHaveCount(0);

  // Signal again: sent in order, once, and Bo's open list follows.
  await ada.context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(bo.page.getByRole('checkbox', { name: /2 lemons/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(bo.page.getByRole('checkbox', { name: /500 g beef/ })).toBeChecked();
  const answer = await bo.page.request.get(`/api/shopping-lists/${listId}`);
  const lemons = (await answer.json()).items.filter((item: { item: string }) =>
    /lemon/.test(item.item),
  );
  expect(lemons).toHaveLength(1);

  await ada.context.close();
  await bo.context.close();
});
