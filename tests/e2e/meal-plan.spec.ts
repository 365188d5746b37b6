import { PASSWORD, uniqueEmail } from './support/accounts';
import { cookWithName } from './support/community';
import { thisWeek } from './support/households';
import { createRecipeViaApi } from './support/recipes';
import { expect, test } from './support/test';

// The household's week (decision 045): meals added from the cook's recipes or in words, moved
// by keyboard and by dragging, last week copied; and a partner who opens the invitation link
// signed out comes back to it after creating an account.

test('plan a week: add, move by keyboard and by dragging, copy last week', async ({ browser }) => {
  const ada = await cookWithName(browser, 'Ada Planner');
  const { page } = ada;
  await createRecipeViaApi(page, 'Lentil Soup', { servings: '4' });
  const pancakes = await createRecipeViaApi(page, 'Pancakes', { servings: '2' });
  const lastWeek = await page.request.post('/api/mealplan', {
    data: { date: thisWeek(-5), slot: 'breakfast', recipeId: pancakes.id },
  });
  expect(lastWeek.status()).toBe(201);

  await page.goto('/meal-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
  await expect(page.getByText(/Nothing planned this week yet/)).toBeVisible();

  // A recipe, found by searching, with its own servings.
  await page.getByRole('button', { name: 'Add to Monday dinner' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add to dinner' });
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil');
  await dialog.getByRole('button', { name: /Lentil Soup/ }).click();
  await expect(dialog.getByLabel('Servings')).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  const mondayDinner = page.getByRole('list', { name: 'Monday dinner' });
  await expect(mondayDinner.getByRole('link', { name: 'Lentil Soup' })).toBeVisible();
  await expect(mondayDinner.getByText('4 servings')).toBeVisible();

  // A meal in words.
  await page.getByRole('button', { name: 'Add to Tuesday lunch' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to lunch' });
  await dialog.getByRole('radio', { name: 'Something else' }).click();
  await dialog.getByLabel('What are you having?').fill('Leftovers');
  await dialog.getByRole('button', { name: 'Add to plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Tuesday lunch' })).toContainText('Leftovers');

  // By keyboard: Alt+Right moves the soup a day on, and the focus goes with it.
  await mondayDinner.getByRole('button', { name: 'Options for Lentil Soup' }).focus();
  await page.keyboard.press('Alt+ArrowRight');
  const tuesdayDinner = page.getByRole('list', { name: 'Tuesday dinner' });
  await expect(
    tuesdayDinner.getByRole('button', { name: 'Options for Lentil Soup' }),
  ).toBeFocused();
  await expect(page.getByRole('list', { name: 'Monday dinner' })).toHaveCount(0);

  // By dragging: the leftovers go to Thursday lunch.
  await page
    .getByRole('list', { name: 'Tuesday lunch' })
    .getByRole('listitem')
    .dragTo(page.locator(`[data-cell="${thisWeek(3)}:lunch"]`));
  await expect(page.getByRole('list', { name: 'Thursday lunch' })).toContainText('Leftovers');
  await expect(page.getByRole('list', { name: 'Tuesday lunch' })).toHaveCount(0);

  // Last week's pancakes come to this week's Wednesday breakfast.
  await page.getByRole('button', { name: 'Copy last week' }).click();
  await expect(page.getByText('1 meal added to this week.', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Wednesday breakfast' }).getByRole('link', { name: 'Pancakes' }),
  ).toBeVisible();

  // All of it was saved, not only drawn.
  await page.reload();
  await expect(tuesdayDinner.getByRole('link', { name: 'Lentil Soup' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Thursday lunch' })).toContainText('Leftovers');
  await expect(page.getByRole('list', { name: 'Wednesday breakfast' })).toContainText('Pancakes');
  await ada.context.close();
});

test('an invitation opened signed out leads through sign-up back to Join', async ({ browser }) => {
  const ada = await cookWithName(browser, 'Ada Host');
  await ada.page.request.put('/api/household', { data: { name: 'The Planners' } });
  await ada.page.goto('/household');
  await ada.page.getByRole('button', { name: 'Invite someone' }).click();
  const link = await ada.page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  const invitation = new URL(link).pathname;
  expect(invitation).toMatch(/^\/join\//);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(invitation);
  await expect(page.getByRole('heading', { name: 'Sign in to see your invitation' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Simmer' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Bo');
  await page.getByLabel('Email').fill(uniqueEmail('joiner'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(invitation);
  await expect(
    page.getByRole('heading', { name: 'Ada Host invites you to join The Planners' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join The Planners' }).click();
  await expect(page).toHaveURL('/household');
  await expect(page.getByText('Welcome to The Planners!', { exact: true })).toBeVisible();
  await context.close();
  await ada.context.close();
});
