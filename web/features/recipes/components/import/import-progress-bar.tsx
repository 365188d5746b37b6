import { ProgressBar } from '@/components/ui/progress-bar';
import type { ImportStage } from '../../api/import-recipes';

/** How far an import is: the archive's bytes going up, then its recipes read in. */
function progressOf(stage: ImportStage | null): { label: string; percent: number; text: string } {
  if (!stage) return { label: 'Starting…', percent: 0, text: 'Starting' };
  if (stage.stage === 'uploading') {
    const { loaded, total } = stage.progress;
    const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
    return percent >= 100
      ? { label: 'Opening the archive…', percent: 0, text: 'Opening the archive' }
      : { label: 'Uploading…', percent, text: `Uploading, ${percent}%` };
  }
  const { done, total } = stage;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  const counted = `${done} of ${total} ${total === 1 ? 'recipe' : 'recipes'}`;
  return { label: `Importing… ${counted}`, percent, text: `Importing, ${counted}` };
}

/** The import's progress bar, announced to screen readers as it moves. */
export function ImportProgressBar({ stage }: { stage: ImportStage | null }) {
  const { label, percent, text } = progressOf(stage);
  return <ProgressBar label={label} percent={percent} valueText={text} />;
}
