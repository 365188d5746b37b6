import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/lib/i18n/texts';
import type { ImportStage } from '../../api/import-recipes';
import type { RecipesT } from '../../lib/collection-text';

/** How far an import is: the archive's bytes going up, then its recipes read in. */
function progressOf(
  t: RecipesT,
  stage: ImportStage | null,
): { label: string; percent: number; text: string } {
  if (!stage) return { label: t('importStarting'), percent: 0, text: t('importStartingText') };
  if (stage.stage === 'uploading') {
    const { loaded, total } = stage.progress;
    const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
    return percent >= 100
      ? { label: t('importOpening'), percent: 0, text: t('importOpeningText') }
      : { label: t('importUploading'), percent, text: t('importUploadingText', { percent }) };
  }
  const { done, total } = stage;
  const percent = total > 0 ? Math.floor((done / total) * 100) : 100;
  return {
    label: t('importProgress', { done, total }),
    percent,
    text: t('importProgressText', { done, total }),
  };
}

/** The import's progress bar, announced to screen readers as it moves. */
export function ImportProgressBar({ stage }: { stage: ImportStage | null }) {
  const t = useT('recipes');
  const { label, percent, text } = progressOf(t, stage);
  return <ProgressBar label={label} percent={percent} valueText={text} />;
}
