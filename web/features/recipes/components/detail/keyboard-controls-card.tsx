import { Keyboard } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/texts';

/** Shown while voice mode is on: what Space and Enter do, and the current step. */
export function KeyboardControlsCard({ currentStep }: { currentStep: number }) {
  const t = useT('recipe');
  return (
    <section
      aria-labelledby="keyboard-controls-heading"
      className="rounded-2xl border border-accent-border bg-accent/50 p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="keyboard-controls-heading"
          className="flex items-center gap-2 font-semibold text-primary-strong"
        >
          <Keyboard className="size-5 text-primary" aria-hidden="true" />
          {t('keyboardControls')}
        </h2>
        <Badge aria-live="polite">{t('currentStep', { step: currentStep })}</Badge>
      </div>
      <ul className="mt-3 grid gap-2 text-primary-strong text-sm sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <Key>{t('keySpace')}</Key> {t('readsNextStep')}
        </li>
        <li className="flex items-center gap-2">
          <Key>{t('keyEnter')}</Key> {t('replaysStep')}
        </li>
      </ul>
    </section>
  );
}

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded-md border border-accent-border border-b-2 bg-card px-2 py-0.5 font-mono font-semibold text-xs">
      {children}
    </kbd>
  );
}
