import type { Difficulty } from '@contracts/recipes';
import type { TextName, useT } from '@/lib/i18n/texts';

/** The collection's texts (My Recipes, cards, tags) in the page's language: `useT('recipes')`. */
export type RecipesT = ReturnType<typeof useT<'recipes'>>;
/** A text's name in the `recipes` namespace. */
export type RecipesText = TextName<'recipes'>;

/** Each difficulty's name, as a card's badge shows it. */
export const DIFFICULTY_NAMES: Record<Difficulty, RecipesText> = {
  easy: 'difficultyEasy',
  medium: 'difficultyMedium',
  hard: 'difficultyHard',
};
