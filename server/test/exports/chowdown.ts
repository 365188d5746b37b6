import { zip } from '../archives.js';

// Chowdown's markdown files, made by code from recipe text written for Simmer's tests
// (no file is copied from another project). The unit tests of each reader use them, and so
// can the script that builds the fixture archives for the import's API tests.

/** Chowdown's markdown files, by file name: lists in both styles, components, a body. */
export const CHOWDOWN_FILES: Record<string, string> = {
  'margherita-pizza.md': [
    '---',
    'layout: recipe',
    'title: "Pizza Margherita"',
    'image: margherita%20pizza.jpg',
    'imagecredit: https://photos.example.com/u/ada',
    'tags: [dinner, "pizza, italian", vegetarian]',
    'prep_time: PT20M',
    'cook_time: 10 min',
    'yield: 2 pizzas',
    '',
    'components:',
    '  - Pizza Dough',
    '  - Tomato Sauce',
    '',
    'ingredients:',
    '  - 1 ball pizza dough',
    '  - For the topping:',
    '  - 125 g mozzarella, torn   # fior di latte if you can',
    '  - a few basil leaves',
    '  - "2 tbsp olive oil: the good one"',
    '',
    'directions:',
    '  - Heat the oven as hot as it goes, with a stone inside, for 45 minutes.',
    '  - Stretch the dough, spread the sauce and scatter the mozzarella over',
    '    it, leaving a rim.',
    "  - 'Bake 8–10 minutes, then add the basil and the oil.'",
    '---',
    '',
    'Our Friday pizza. The **secret** is a very hot oven &mdash; and patience.',
    '',
    '',
    'Makes two 30 cm pizzas.',
    '',
  ].join('\n'),
  'tomato-sauce.md': [
    '---',
    'layout: recipe',
    "title: 'Nonna''s Tomato Sauce'",
    'image: tomato-sauce.jpg',
    'tags: component',
    'servings: 4',
    'ingredients:',
    '- 800 g tinned San Marzano tomatoes',
    '- 2 cloves garlic',
    '- 3 tbsp olive oil',
    '- Salt',
    'directions:',
    '- Warm the garlic in the oil without browning it.',
    '- Crush in the tomatoes and simmer 20 minutes; season.',
    'serving_tip: Freeze in jars.',
    '---',
  ].join('\r\n'),
  'no-title.md': ['---', 'layout: recipe', 'ingredients:', '- 1 egg', '---', 'Untitled.'].join(
    '\n',
  ),
  'broken.md': ['---', 'title: Broken', 'ingredients: &list', '- 1 egg', '---'].join('\n'),
};

// Chowdown: a Jekyll site's `_recipes/<name>.md` and its `images/` (or a photo beside the file).

export const chowdownExport = (files: Record<string, string>, photos: Record<string, Buffer>) =>
  zip({
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`_recipes/${name}`, text])),
    ...photos,
  });
