import { describe, expect, it } from 'vitest';
import {
  mealieFirstRecipeJson,
  mealiePageJson,
  mealieSnakeRecipeJson,
  mealieV1RecipeJson,
} from '../../../test/exports/mealie.js';
import { type MealieShelved, mealieCategoryKeys, mealieCookbooks } from './mealie-cookbooks.js';

// A Mealie custom page names categories, not recipes (decision 041): its members are worked out
// from the categories each recipe was read with.

const shelved = (sourceId: string, title: string, categories: string[]): MealieShelved => ({
  sourceId,
  title,
  categories: mealieCategoryKeys({ recipe_category: categories }),
});

describe('mealieCategoryKeys', () => {
  it('reads names and {name, slug}s under every name Mealie gave the field', () => {
    expect(mealieCategoryKeys(mealieSnakeRecipeJson('Soup'))).toEqual(['soups']);
    expect(mealieCategoryKeys(mealieFirstRecipeJson('Bread'))).toEqual(['baking']);
    expect(mealieCategoryKeys(mealieV1RecipeJson('Loaf'))).toEqual(['bread']);
    expect(
      mealieCategoryKeys({ recipeCategory: [{ name: 'Plats Mijotés', slug: 'plats-mijotes' }] }),
    ).toEqual(['plats-mijotes']);
    expect(mealieCategoryKeys({ recipe_category: 'Soups' })).toEqual([]);
    expect(mealieCategoryKeys(null)).toEqual([]);
  });
});

describe('mealieCookbooks', () => {
  const recipes = [
    shelved('recipes/tomato-soup/tomato-soup.json', 'Tomato Soup', ['Soups', 'Vegetarian']),
    shelved('recipes/beef-stew/beef-stew.json', 'beef stew', ['Main Dishes', 'Winter']),
    shelved('recipes/apple-pie/apple-pie.json', 'Apple Pie', ['Desserts']),
    shelved('recipes/lentil-dal/lentil-dal.json', 'Lentil Dal', ['main-dishes', 'VEGETARIAN']),
    shelved('recipes/plain.json', 'Plain Rice', []),
  ];

  it('makes each page a cookbook of the recipes in any of its categories, by title, in menu order', () => {
    const pages = [
      mealiePageJson('Weeknights', 2, ['Main Dishes', 'Soups']),
      mealiePageJson('Meatless', 1, ['vegetarian']),
      mealiePageJson('Sweet', 3, ['Desserts', 'Cakes']),
    ];
    expect(mealieCookbooks(pages, recipes)).toEqual([
      {
        name: 'Meatless',
        isPublic: false,
        members: ['recipes/lentil-dal/lentil-dal.json', 'recipes/tomato-soup/tomato-soup.json'],
      },
      {
        name: 'Weeknights',
        isPublic: false,
        members: [
          'recipes/beef-stew/beef-stew.json',
          'recipes/lentil-dal/lentil-dal.json',
          'recipes/tomato-soup/tomato-soup.json',
        ],
      },
      { name: 'Sweet', isPublic: false, members: ['recipes/apple-pie/apple-pie.json'] },
    ]);
  });

  it('matches a page’s category by its slug when its name differs from the recipes’', () => {
    const page = { name: 'Mains', position: 0, categories: [{ name: 'Mains!', slug: 'winter' }] };
    expect(mealieCookbooks([page], recipes)[0]?.members).toEqual([
      'recipes/beef-stew/beef-stew.json',
    ]);
  });

  it('keeps a page without categories as an empty cookbook, and leaves out what is not a page', () => {
    const pages = [
      { name: 'Someday', position: 0 },
      { position: 1, categories: [{ name: 'Soups' }] },
      'Soups',
      { name: '  Later ', categories: 'Soups' },
    ];
    expect(mealieCookbooks(pages, recipes)).toEqual([
      { name: 'Someday', isPublic: false, members: [] },
      { name: 'Later', isPublic: false, members: [] },
    ]);
    expect(mealieCookbooks({ pages }, recipes)).toEqual([]);
    expect(mealieCookbooks(null, recipes)).toEqual([]);
  });
});
