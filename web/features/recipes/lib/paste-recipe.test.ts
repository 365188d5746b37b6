import { describe, expect, it } from 'vitest';
import { parsePastedRecipe } from './paste-recipe';

describe('parsePastedRecipe', () => {
  it('splits a recipe with headings, and reads its servings and times', () => {
    const draft = parsePastedRecipe(`
Lemon Drizzle Cake

A lovely cake for a sunny afternoon.
Serves 8
Prep time: 15 minutes
Cook time: 45 min

Ingredients
- 225 g butter
- 225 g caster sugar
• 4 eggs
Zest of 1 lemon

Method
1. Heat the oven to 180C.
2) Beat the butter and sugar together.
Step 3: Add the eggs one at a time.
`);
    expect(draft).toEqual({
      title: 'Lemon Drizzle Cake',
      description: 'A lovely cake for a sunny afternoon.',
      prepTime: '15 minutes',
      cookTime: '45 min',
      servings: 8,
      ingredients: ['225 g butter', '225 g caster sugar', '4 eggs', 'Zest of 1 lemon'],
      instructions: [
        'Heat the oven to 180C.',
        'Beat the butter and sugar together.',
        'Add the eggs one at a time.',
      ],
    });
  });

  it('tells ingredients from steps by their look when there are no headings', () => {
    const draft = parsePastedRecipe(
      [
        'Quick Pancakes',
        'Fluffy and fast.',
        '1 cup flour',
        '1 egg',
        '¾ cup milk',
        'a pinch of salt',
        'Whisk everything together until smooth.',
        'Cook in a hot pan until golden on both sides.',
      ].join('\r\n'),
    );
    expect(draft.title).toBe('Quick Pancakes');
    expect(draft.description).toBe('Fluffy and fast.');
    expect(draft.ingredients).toEqual(['1 cup flour', '1 egg', '¾ cup milk', 'a pinch of salt']);
    expect(draft.instructions).toEqual([
      'Whisk everything together until smooth.',
      'Cook in a hot pan until golden on both sides.',
    ]);
  });

  it('accepts other names for the sections', () => {
    const draft = parsePastedRecipe(
      "Dal\nWhat you'll need:\n1 cup lentils\nDirections:\nSimmer until soft.",
    );
    expect(draft.ingredients).toEqual(['1 cup lentils']);
    expect(draft.instructions).toEqual(['Simmer until soft.']);
  });

  it('reads German, French and Spanish recipes by their own headings and labels', () => {
    const german = parsePastedRecipe(
      [
        'Linsensuppe',
        'Für 4 Personen',
        'Vorbereitungszeit: 15 Min.',
        'Kochzeit: 40 Minuten',
        'Zutaten für 4 Personen:',
        '250 g rote Linsen',
        'eine Prise Salz',
        'Zubereitung',
        'Schritt 1: Die Linsen waschen.',
        'Schritt 2: 40 Minuten köcheln lassen.',
      ].join('\n'),
    );
    expect(german).toMatchObject({
      title: 'Linsensuppe',
      servings: 4,
      prepTime: '15 Min.',
      cookTime: '40 Minuten',
      ingredients: ['250 g rote Linsen', 'eine Prise Salz'],
      instructions: ['Die Linsen waschen.', '40 Minuten köcheln lassen.'],
    });

    const french = parsePastedRecipe(
      'Crêpes\nPour 6 personnes\nTemps de cuisson : 20 min\nIngrédients\n250 g de farine\n' +
        'une pincée de sel\nPréparation\nÉtape 1 : Mélanger.\nÉtape 2 : Cuire.',
    );
    expect(french).toMatchObject({
      servings: 6,
      cookTime: '20 min',
      ingredients: ['250 g de farine', 'une pincée de sel'],
      instructions: ['Mélanger.', 'Cuire.'],
    });

    const spanish = parsePastedRecipe(
      'Tortilla\nRaciones: 2\nIngredientes:\n4 huevos\nuna pizca de sal\nElaboración\n' +
        'Paso 1. Batir los huevos.',
    );
    expect(spanish).toMatchObject({
      servings: 2,
      ingredients: ['4 huevos', 'una pizca de sal'],
      instructions: ['Batir los huevos.'],
    });
  });

  it('takes "pour 2 cups" for a step, not for how many it serves', () => {
    const draft = parsePastedRecipe(
      'Cocoa\nIngredients\n2 cups milk\nMethod\nPour 2 cups into a pan.',
    );
    expect(draft.servings).toBeNull();
    expect(draft.instructions).toEqual(['Pour 2 cups into a pan.']);
  });

  it('gives an empty draft for empty text', () => {
    expect(parsePastedRecipe('  \n ')).toMatchObject({
      title: '',
      ingredients: [],
      instructions: [],
    });
  });
});
