import { beforeAll, describe, expect, it } from 'vitest';
import { CHOWDOWN_FILES, chowdownExport } from '../../../test/exports/chowdown.js';
import { otherAppsImport } from '../../../test/import-app.js';
import { solidPhoto } from '../../../test/photos.js';

// Other apps' exports through the same POST /api/import (decision 031): Chowdown's exports: a
// Jekyll site's _recipes/ and images/.

describe('importing other apps’ exports', () => {
  const { cook, importFile, mine, stored, photos } = otherAppsImport();
  let jpeg: Buffer;
  beforeAll(() => {
    jpeg = photos.jpeg;
  });

  it('reads a Chowdown zip: front matter lists, the body, photos under images/ or beside', async () => {
    const user = await cook();
    const archive = await chowdownExport(CHOWDOWN_FILES, {
      'images/margherita pizza.jpg': jpeg,
      '_recipes/tomato-sauce.jpg': await solidPhoto('png', 300, 300),
    });
    expect((await importFile(user, archive)).json()).toEqual({
      imported: 2,
      skipped: 0,
      refused: [
        {
          title: '_recipes/no-title.md',
          reason: 'Its front matter has no title',
        },
        {
          title: '_recipes/broken.md',
          reason: 'Front matter line 3: anchors are not supported',
        },
      ],
    });
    const [pizza, sauce] = await mine(user);
    expect(pizza).toMatchObject({
      title: 'Pizza Margherita',
      prepTime: '20 min',
      cookTime: '10 min',
      servings: 2,
      ingredients: [
        '1 ball pizza dough',
        'For the topping:',
        '125 g mozzarella, torn',
        'a few basil leaves',
        '2 tbsp olive oil: the good one',
      ],
      instructions: [
        'Heat the oven as hot as it goes, with a stone inside, for 45 minutes.',
        'Stretch the dough, spread the sauce and scatter the mozzarella over it, leaving a rim.',
        'Bake 8–10 minutes, then add the basil and the oil.',
      ],
    });
    expect(pizza?.description).toContain('Made with: Pizza Dough, Tomato Sauce');
    expect(pizza?.tags).toEqual(['dinner', 'italian', 'pizza', 'vegetarian']);
    expect(pizza?.description).not.toContain('Tags: dinner, pizza, italian, vegetarian');
    expect(pizza?.description).toContain('Photo credit: https://photos.example.com/u/ada');
    expect(pizza?.image).toMatch(/\.webp$/);
    expect(
      stored(pizza?.image ?? '')
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
    expect(sauce).toMatchObject({
      title: "Nonna's Tomato Sauce",
      servings: 4,
      description: 'Serving tip: Freeze in jars.',
      tags: ['component'],
    });
    expect(sauce?.image).toMatch(/\.webp$/);
  });
});
