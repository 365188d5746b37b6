import { describe, expect, it } from 'vitest';
import { simmerRecipe } from './simmer.js';

const soup = {
  title: 'Saffron soup',
  description: 'Golden.',
  prepTime: '10 min',
  cookTime: null,
  servings: 6,
  difficulty: 'medium',
  ingredients: ['1 pinch saffron'],
  instructions: ['Warm it.'],
  photo: 'media/photos/soup.webp',
};

describe('simmerRecipe', () => {
  it('keeps every field, the difficulty too, and gives the photo as its path in the archive', () => {
    expect(simmerRecipe(soup, 1)).toEqual({
      recipe: {
        title: 'Saffron soup',
        description: 'Golden.',
        prepTime: '10 min',
        cookTime: null,
        servings: 6,
        difficulty: 'medium',
        ingredients: ['1 pinch saffron'],
        instructions: ['Warm it.'],
        photo: null,
        tags: [],
        sourceUrl: null,
        totalTime: null,
        nutrition: null,
        favorite: false,
        rating: null,
        notes: null,
        // An export before cookbooks: no id to file it by, no cooking log.
        sourceId: null,
        cookingLog: [],
      },
      imagePath: 'media/photos/soup.webp',
    });
    expect(simmerRecipe({ ...soup, photo: null }, 1).imagePath).toBeNull();
  });

  it('reads the organising fields, and what is not of their kind as none', () => {
    const organised = {
      ...soup,
      tags: ['Soup'],
      sourceUrl: 'https://example.org/soup',
      totalTime: '40 min',
      nutrition: { calories: '200 kcal', fat: null },
      favorite: true,
      rating: 5,
      notes: 'Strain it.',
    };
    expect(simmerRecipe(organised, 1).recipe).toMatchObject({
      tags: ['Soup'],
      sourceUrl: 'https://example.org/soup',
      totalTime: '40 min',
      nutrition: { calories: '200 kcal', fat: null },
      favorite: true,
      rating: 5,
      notes: 'Strain it.',
    });
    expect(simmerRecipe({ ...organised, tags: 'Soup', rating: 'five' }, 1).recipe).toMatchObject({
      tags: [],
      rating: null,
      title: 'Saffron soup',
    });
  });

  it('refuses an item that is not a recipe, named by its title or its position', () => {
    const reason = 'It is not a recipe: its title, ingredients or steps are missing';
    expect(simmerRecipe({ ...soup, ingredients: undefined }, 2).recipe).toEqual({
      title: 'Saffron soup',
      reason,
    });
    expect(simmerRecipe(42, 3).recipe).toEqual({ title: 'Recipe 3', reason });
  });
});
