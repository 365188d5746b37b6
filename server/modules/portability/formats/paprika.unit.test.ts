import { describe, expect, it } from 'vitest';
import { soupForPaprika } from '../../../test/exports/paprika.js';
import { paprikaRecipe } from './paprika.js';

describe('paprikaRecipe', () => {
  it('decodes entities, keeps heading lines, and writes every other field into the description', async () => {
    const recipe = paprikaRecipe(soupForPaprika(Buffer.from('a photo')), 'fallback');
    expect({ ...recipe, photo: await recipe.photo?.() }).toEqual({
      title: 'Roast Tomato Soup & Basil',
      description: [
        'Sweet tomatoes, roasted until they blister.',
        'Notes: Freezes well for a month.',
        'Total time: 1 hr',
        'Nutrition: Calories: 180',
        'Source: Grandma',
        'Source URL: https://example.com/tomato-soup',
        'Categories: Soups, Vegetarian',
        'Rating: 4/5',
      ].join('\n\n'),
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
