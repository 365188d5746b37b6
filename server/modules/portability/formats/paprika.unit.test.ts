import { describe, expect, it } from 'vitest';
import { soupForPaprika } from '../../../test/exports/paprika.js';
import { paprikaCalories, paprikaRecipe } from './paprika.js';

describe('paprikaRecipe', () => {
  it('decodes entities, keeps heading lines, organising fields in theirs, the rest in the description', async () => {
    const recipe = paprikaRecipe(soupForPaprika(Buffer.from('a photo')), 'fallback');
    expect({ ...recipe, photo: await recipe.photo?.() }).toEqual({
      title: 'Roast Tomato Soup & Basil',
      description: ['Sweet tomatoes, roasted until they blister.', 'Source: Grandma'].join('\n\n'),
      tags: ['Soups', 'Vegetarian'],
      rating: 4,
      favorite: true,
      notes: 'Freezes well for a month.',
      totalTime: '1 hr',
      sourceUrl: 'https://example.com/tomato-soup',
      nutrition: { calories: '180' },
      prepTime: '15 min',
      cookTime: '45 mins',
      servings: 4,
      ingredients: [
        'For the soup:',
        '1 kg ripe tomatoes',
        '2 cloves garlic',
        'For the topping:',
        '1 handful basil',
        '2 tbsp olive oil',
      ],
      instructions: [
        'Roast the tomatoes at 200°C for 40 minutes.',
        'Blend with the garlic.',
        'Serve with the basil oil.',
      ],
      photo: Buffer.from('a photo'),
    });
  });

  it('keeps a source that is not a web address, and nutrition that says more, in the description', () => {
    const soup = soupForPaprika(null);
    const recipe = paprikaRecipe(
      {
        ...soup,
        source_url: 'Page 12 of the red book',
        nutritional_info: 'Calories: 180\nProtein: 4 g',
        rating: 0,
        on_favorites: 0,
      },
      'x',
    );
    expect(recipe).toMatchObject({
      description: [
        'Sweet tomatoes, roasted until they blister.',
        'Nutrition: Calories: 180\nProtein: 4 g',
        'Source: Grandma',
        'Source URL: Page 12 of the red book',
      ].join('\n\n'),
      sourceUrl: null,
      nutrition: null,
      rating: null,
      favorite: false,
    });
  });

  it('takes the calories out of nutrition text only when that is all it says', () => {
    expect(paprikaCalories('180')).toBe('180');
    expect(paprikaCalories('Calories: 180 kcal')).toBe('180 kcal');
    expect(paprikaCalories('about 200 calories a slice')).toBeNull();
    expect(paprikaCalories('Calories: 180, Fat: 4 g')).toBeNull();
    expect(paprikaCalories('')).toBeNull();
  });

  it('takes a photo already taken out of the JSON over photo_data, and has none without either', async () => {
    const soup = soupForPaprika(Buffer.from('inside'));
    expect(await paprikaRecipe(soup, 'x', Buffer.from('taken out')).photo?.()).toEqual(
      Buffer.from('taken out'),
    );
    expect(paprikaRecipe(soup, 'x', null).photo).toBeNull();
    expect(paprikaRecipe({ name: '' }, 'Plain toast')).toMatchObject({
      title: 'Plain toast',
      photo: null,
    });
  });
});
