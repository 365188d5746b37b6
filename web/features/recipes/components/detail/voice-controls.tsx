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
import type { VoiceMode } from '../../lib/use-voice-mode';

export const VOICE_UNSUPPORTED = 'Read-aloud is not supported in this browser';

/**
 * Voice On/Off and the reading buttons. The reading buttons work only with voice on; 'Read Recipe'
 * turns into 'Stop' while anything is being read.
 */
export function VoiceControls({ voice }: { voice: VoiceMode }) {
  const { supported, enabled, speaking, send } = voice;
  const readingDisabled = !supported || !enabled;

  return (
    <div className="grid gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
        <legend className="sr-only">Read aloud</legend>
        <Button
          variant={enabled ? 'default' : 'outline'}
          aria-pressed={enabled}
          disabled={!supported}
          aria-describedby={supported ? undefined : 'voice-unsupported'}
          onClick={() => send('toggle')}
        >
          {enabled ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          {enabled ? 'Voice On' : 'Voice Off'}
        </Button>
        <Button
          variant="outline"
          disabled={readingDisabled}
          onClick={() => send(speaking ? 'stop' : 'readRecipe')}
        >
          {speaking ? <Square aria-hidden="true" /> : <BookOpenText aria-hidden="true" />}
          {speaking ? 'Stop' : 'Read Recipe'}
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readSteps')}>
          <ListOrdered aria-hidden="true" />
          Read Steps
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readStep')}>
          <StepForward aria-hidden="true" />
          Read Step
        </Button>
        <Button variant="outline" disabled={readingDisabled} onClick={() => send('readList')}>
          <ListChecks aria-hidden="true" />
          Read List
        </Button>
      </fieldset>
      {!supported && (
        <p id="voice-unsupported" className="text-sm text-muted-foreground">
          {VOICE_UNSUPPORTED}
        </p>
      )}
    </div>
  );
}
