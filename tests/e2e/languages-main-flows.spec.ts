import { uniqueEmail } from './support/accounts';
import { englishOnScreen, textsIn } from './support/catalogue';
import { uniqueWord } from './support/community';
import { watchErrors } from './support/page-errors';
import { expect, test } from './support/test';

// The main flows of a cook whose browser speaks German or French, from signing up to commenting,
// with no English left on any screen they pass: each screen's visible text is checked against the
// English catalogue (decision 049).

const cases = [
  { language: 'de', locale: 'de-DE', step: 'Die Linsen 10 Minuten köcheln lassen.', unit: 'g' },
  { language: 'fr', locale: 'fr-FR', step: 'Laisser mijoter les lentilles 10 minutes.', unit: 'g' },
] as const;

for (const { language, locale, step, unit } of cases) {
  test.describe(`a cook whose browser speaks ${language}`, () => {
    test.use({ locale });

    test('signs up, creates a recipe, cooks with a timer, posts and comments, all in their language', async ({
      page,
    }) => {
      const t = textsIn(language);
      const errors = watchErrors(page);
      const screens: Record<string, string[]> = {};
      let ownWords: string | undefined;
      const scan = async (screen: string) => {
        const left = await englishOnScreen(page, language, ownWords);
        if (left.length) screens[screen] = left;
      };

      // The scan itself finds an English text among translated ones.
      await page.setContent(
        `<title>Simmer</title><p>${t('recipe.saveRecipe')}</p><button>Save Recipe</button>`,
      );
      expect(await englishOnScreen(page, language)).toEqual(['Save Recipe']);

      // Sign up on the page the server draws.
      await page.goto('/api/register');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await scan('sign-up');
      await page.getByLabel(t('auth.email')).fill(uniqueEmail(`cook-${language}`));
      await page.getByLabel(t('auth.password'), { exact: true }).fill('ein gutes Passwort');
      await page.getByRole('button', { name: t('auth.createAccountButton') }).click();
      await expect(page.getByRole('navigation', { name: t('common.mainNav') })).toBeVisible();
      await scan('home');

      // A display name, for posting.
      await page.goto('/account');
      const name = `Koch ${uniqueWord()}`;
      await page.getByRole('textbox', { name: t('account.displayName') }).fill(name);
      await page
        .getByRole('button', { name: t('account.saveChanges') })
        .first()
        .click();
      await expect(page.getByText(t('account.profileUpdated'), { exact: true })).toBeVisible();
      await scan('account');

      // A recipe with a step that names a length of time in the cook's words.
      await page.goto('/create');
      await expect(page.getByRole('heading', { name: t('recipe.createTitle') })).toBeVisible();
      const title = `Linsen ${uniqueWord()}`;
      await page.getByRole('textbox', { name: t('recipe.title') }).fill(title);
      await page
        .getByRole('textbox', { name: t('recipe.ingredientQuantity', { n: 1 }) })
        .fill('200');
      await page
        .getByRole('combobox', { name: t('recipe.ingredientUnit', { n: 1 }) })
        .selectOption(unit);
      await page
        .getByRole('textbox', { name: t('recipe.ingredientName', { n: 1 }) })
        .fill('Linsen');
      await page
        .getByRole('textbox', { name: t('recipe.stepN', { n: 1 }), exact: true })
        .fill(step);
      await scan('recipe form');
      await page.getByRole('button', { name: t('recipe.saveRecipe') }).click();
      await expect(page.getByText(t('recipe.createdTitle'), { exact: true })).toBeVisible();
      await scan('recipe saved');

      // Cooking: the step's timer starts from the words "10 Minuten" / "10 minutes".
      await page
        .getByRole('link', { name: t('recipes.viewRecipe') })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await scan('recipe');
      const steps = page.getByRole('region', { name: t('recipe.instructions') });
      await steps.getByRole('listitem').first().getByRole('button').first().click();
      const tray = page.getByRole('region', { name: t('timers.tray') });
      await expect(tray.getByRole('listitem')).toHaveCount(1);
      await scan('cooking with a timer');

      // A post, then a comment on it.
      await page.goto('/announcements/create');
      const post = `Heute gekocht ${uniqueWord()}`;
      // From here, other cooks' posts (other tests') may share the screen: their words are theirs.
      ownWords = post;
      await page.getByRole('textbox', { name: t('community.title') }).fill(post);
      await page.getByRole('textbox', { name: t('community.message') }).fill('Sehr gut.');
      await scan('new post');
      await page.getByRole('button', { name: t('community.postAnnouncement') }).click();
      await expect(page.getByText(t('community.posted'), { exact: true })).toBeVisible();
      const card = page.getByRole('article').filter({ hasText: post });
      await scan('feed');
      await card.getByRole('button', { name: t('community.commentsCount', { count: 0 }) }).click();
      await card.getByRole('textbox', { name: t('community.addComment') }).fill('Lecker!');
      await card.getByRole('button', { name: t('community.comment'), exact: true }).click();
      await expect(page.getByText(t('community.commentAdded'), { exact: true })).toBeVisible();
      await expect(
        card.getByRole('button', { name: t('community.commentsCount', { count: 1 }) }),
      ).toBeVisible();
      await scan('thread');

      expect(screens, 'English text left on screen').toEqual({});
      expect(errors).toEqual([]);
    });
  });
}
