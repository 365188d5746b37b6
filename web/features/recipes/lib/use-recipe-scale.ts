import type { Recipe } from '@contracts/recipes';
import { useMemo, useState } from 'react';
import { useLanguage } from '@/lib/i18n/texts';
import { useStoredChoice } from '@/lib/use-stored-choice';
import { scaleIngredient, type UnitSystem } from './scaling';

export const UNITS_KEY = 'simmer.units';
const SYSTEMS: readonly UnitSystem[] = ['original', 'metric', 'us'];

/** The multipliers offered when a recipe does not say how many it serves. */
export const MULTIPLIERS = [0.5, 1, 1.5, 2, 3, 4, 6, 8] as const;
export const MAX_SERVINGS = 100;

export interface RecipeScale {
  /** The recipe as the cook asked for it: ingredients and servings scaled, units converted. */
  scaled: Recipe;
  factor: number;
  /** The servings asked for, when the recipe says how many it serves. */
  servings: number | null;
  setServings: (servings: number) => void;
  setFactor: (factor: number) => void;
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
  /** Back to the recipe's own size (the units are a device's choice and stay). */
  reset: () => void;
}

/**
 * Scaling a recipe (decision 030): by servings when the recipe gives them, else by a multiplier;
 * units as written or converted, remembered on this device. The servings are for this visit
 * only: the next recipe opens as written.
 */
export function useRecipeScale(recipe: Recipe): RecipeScale {
  const [asked, setAsked] = useState<{ id: number; factor: number }>({ id: recipe.id, factor: 1 });
  const [system, setSystem] = useStoredChoice(UNITS_KEY, SYSTEMS, 'original');
  // Scaled decimals take the page's decimal mark ("1,5 kg" in German).
  const language = useLanguage();
  // Another recipe in the same screen (a link from one to another) starts at its own size.
  const factor = asked.id === recipe.id ? asked.factor : 1;
  const base = recipe.servings;

  const scaled = useMemo(() => {
    if (factor === 1 && system === 'original') return recipe;
    return {
      ...recipe,
      servings: base === null ? null : Math.round(base * factor),
      ingredients: recipe.ingredients.map((line) =>
        scaleIngredient(line, factor, system, { language, recipeLanguage: recipe.language }),
      ),
    };
  }, [recipe, base, factor, system, language]);

  return {
    scaled,
    factor,
    servings: base === null ? null : Math.round(base * factor),
    setServings: (servings) =>
      base && setAsked({ id: recipe.id, factor: clampServings(servings) / base }),
    setFactor: (next) => setAsked({ id: recipe.id, factor: next }),
    system,
    setSystem,
    reset: () => setAsked({ id: recipe.id, factor: 1 }),
  };
}

const clampServings = (servings: number) =>
  Math.min(MAX_SERVINGS, Math.max(1, Math.round(servings) || 1));
