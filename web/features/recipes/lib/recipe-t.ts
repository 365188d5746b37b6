import type { TextName, useT } from '@/lib/i18n/texts';

/** The texts of one recipe's screens in the page's language, as `useT('recipe')` gives them. */
export type RecipeT = ReturnType<typeof useT<'recipe'>>;
/** A text's name in the `recipe` namespace. */
export type RecipeText = TextName<'recipe'>;
