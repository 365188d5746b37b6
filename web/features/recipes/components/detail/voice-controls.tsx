import {
  BookOpenText,
  ListChecks,
  ListOrdered,
  Square,
  StepForward,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import type { VoiceMode } from '../../lib/use-voice-mode';

/**
 * Voice On/Off and the reading buttons. The reading buttons work only with voice on; 'Read Recipe'
 * turns into 'Stop' while anything is being read.
 */
export function VoiceControls({ voice }: { voice: VoiceMode }) {
  const t = useT('recipe');
  const { supported, enabled, speaking, send } = voice;
  const readingDisabled = !supported || !enabled;

  return (
    <div className="grid gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">{t('readAloud')}</legend>
        <Button
          variant={enabled ? 'default' : 'outline'}
          aria-pressed={enabled}
          disabled={!supported}
          aria-describedby={supported ? undefined : 'voice-unsupported'}
          onClick={() => send('toggle')}
        >
          {enabled ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          {enabled ? t('voiceOn') : t('voiceOff')}
        </Button>
        <Button
          variant="outline"
          disabled={readingDisabled}
          onClick={() => send(speaking ? 'stop' : 'readRecipe')}
        >
          {speaking ? <Square aria-hidden="true" /> : <BookOpenText aria-hidden="true" />}
          {speaking ? t('stop') : t('readRecipe')}
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readSteps')}>
          <ListOrdered aria-hidden="true" />
          {t('readSteps')}
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readStep')}>
          <StepForward aria-hidden="true" />
          {t('readStep')}
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readList')}>
          <ListChecks aria-hidden="true" />
          {t('readList')}
        </Button>
      </fieldset>
      {!supported && (
        <p id="voice-unsupported" className="text-sm text-muted-foreground">
          {t('voiceUnsupported')}
        </p>
      )}
    </div>
  );
}
