import type { Difficulty } from '@contracts/recipes';
import { Badge } from '@/components/ui/badge';

export const difficultyLabel = (difficulty: Difficulty) =>
  difficulty.charAt(0).toUpperCase() + difficulty.slice(1);

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <Badge variant={difficulty}>{difficultyLabel(difficulty)}</Badge>;
}
