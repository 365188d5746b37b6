import type { Difficulty } from '@contracts/recipes';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/texts';
import { DIFFICULTY_NAMES } from '../lib/collection-text';

export const difficultyLabel = (difficulty: Difficulty) =>
  difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

/** A card's difficulty, named in the page's language. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT('recipes');
  return <Badge variant={difficulty}>{t(DIFFICULTY_NAMES[difficulty])}</Badge>;
}
