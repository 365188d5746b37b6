import { sql } from 'drizzle-orm';
import type { RecipeCard } from '../../../contracts/recipes.js';
import { withheldColumns, withheldOf } from '../../db/withheld.js';

/**
 * A recipe card as a row and as the API answers it, for every list of cards (My Recipes, a
 * profile's, a cookbook's page), so a card looks alike wherever it is listed.
 */
export interface CardRow {
  id: number;
  user_id: string;
  title: string;
  description: string | null;
  image: string | null;
  prep_time: string | null;
  cook_time: string | null;
  servings: number | null;
  difficulty: RecipeCard['difficulty'];
  is_public: boolean;
  created_at: Date | string;
  tags: string[];
  favorite: boolean;
  rating: number | null;
  removed_reason: string | null;
  hidden: boolean;
}

/** The columns of a card, from `recipes r`. */
export const cardColumns = sql`r.id, r.user_id, r.title, r.description, r.image, r.prep_time,
  r.cook_time, r.servings, r.difficulty, r.is_public, r.created_at, r.tags, r.favorite, r.rating,
  ${withheldColumns('r')}`;

/**
 * A card; `owner` adds what only the owner sees (favourite and rating). Whoever may list a withheld
 * recipe (its owner, their household, a moderator) is told why others no longer see it.
 */
export function toCard(row: CardRow, owner: boolean): RecipeCard {
  const card: RecipeCard = {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    description: row.description,
    image: row.image,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    servings: row.servings,
    difficulty: row.difficulty,
    isPublic: row.is_public,
    createdAt: new Date(row.created_at).toISOString(),
    tags: row.tags,
  };
  const withheld = withheldOf(row);
  if (withheld) card.withheld = withheld;
  return owner ? { ...card, favorite: row.favorite, rating: row.rating } : card;
}
