import { describe, expect, it } from 'vitest';
import { CHOWDOWN_FILES } from '../../../test/exports/chowdown.js';
import { chowdownImagePath, chowdownRecipe } from './chowdown.js';

const file = (name: string) => CHOWDOWN_FILES[name] as string;
const read = (name: string) => chowdownRecipe(file(name), name);

describe('Chowdown markdown', () => {
  it('reads the front matter lists, times, yield, components and tags, and the body', () => {
    expect(read('margherita-pizza.md')).toEqual({
      title: 'Pizza Margherita',
      description: [
        'Our Friday pizza. The **secret** is a very hot oven &mdash; and patience.',
        'Makes two 30 cm pizzas.',
        'Yield: 2 pizzas',
        'Made with: Pizza Dough, Tomato Sauce',
        'Photo credit: https://photos.example.com/u/ada',
      ].join('\n\n'),
      tags: ['dinner', 'pizza', 'italian', 'vegetarian'],
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
      photo: null,
    });
  });

  it('reads CRLF files, quoted apostrophes, servings, and keeps unknown keys', () => {
    expect(read('tomato-sauce.md')).toEqual({
      title: "Nonna's Tomato Sauce",
      description: 'Serving tip: Freeze in jars.',
      tags: ['component'],
      prepTime: null,
      cookTime: null,
      servings: 4,
      ingredients: [
        '800 g tinned San Marzano tomatoes',
        '2 cloves garlic',
        '3 tbsp olive oil',
        'Salt',
      ],
      instructions: [
        'Warm the garlic in the oil without browning it.',
        'Crush in the tomatoes and simmer 20 minutes; season.',
      ],
      photo: null,
    });
  });

  it('keeps curly quotes and accents, and decodes entities in list items', () => {
    const recipe = chowdownRecipe(
      [
        '---',
        'title: “Gâteau” à l’orange',
        'ingredients:',
        '- 3 œufs &amp; 1 orange',
        'directions: Mélanger. Cuire 30 minutes.',
        '---',
      ].join('\n'),
      'gateau.md',
    );
    expect(recipe).toMatchObject({
      title: '“Gâteau” à l’orange',
      ingredients: ['3 œufs & 1 orange'],
      instructions: ['Mélanger.', 'Cuire 30 minutes.'],
      description: '',
    });
  });

  it('refuses a file without a title, or with front matter it cannot read, with the reason', () => {
    expect(read('no-title.md')).toEqual({
      title: 'no-title.md',
      reason: 'Its front matter has no title',
    });
    expect(read('broken.md')).toEqual({
      title: 'broken.md',
      reason: 'Front matter line 3: anchors are not supported',
    });
    expect(chowdownRecipe('# Just a heading\n', 'notes.md')).toEqual({
      title: 'notes.md',
      reason: 'Its front matter has no title',
    });
  });

  it('names the photo to load, decoded, and none for an address elsewhere or no image', () => {
    expect(chowdownImagePath(file('margherita-pizza.md'))).toBe('margherita pizza.jpg');
    expect(chowdownImagePath(file('tomato-sauce.md'))).toBe('tomato-sauce.jpg');
    expect(chowdownImagePath(file('no-title.md'))).toBeNull();
    expect(chowdownImagePath(file('broken.md'))).toBeNull();
    expect(chowdownImagePath('---\nimage: https://cdn.example.com/a.jpg\n---\n')).toBeNull();
    expect(chowdownImagePath('---\nimage: ./images/a.jpg\n---\n')).toBe('images/a.jpg');
  });
});
