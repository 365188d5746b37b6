import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useBrowserValue } from '@/lib/browser';
import { browserSpeech, type Speech } from './speech';
import {
  initialVoiceState,
  type ReadableRecipe,
  type VoiceEvent,
  type VoiceState,
  type VoiceToastTexts,
  voiceTransition,
} from './voice-mode';

export interface VoiceMode extends VoiceState {
  /**
   * False where the browser has no speech synthesis: the controls say so and stay disabled. True
   * until the browser has answered (the server's render).
   */
  supported: boolean;
  send: (event: VoiceEvent) => void;
}

/**
 * Read-aloud for the recipe detail page: voice mode, the reading buttons' actions, and Space/Enter
 * while voice mode is on. Speech stops when voice mode is turned off and when the page is left.
 * `speech` is for tests; the browser's is used by default. `toasts` words the toasts (English
 * without it).
 */
export function useVoiceMode(
  recipe: ReadableRecipe,
  speech?: Speech | null,
  toasts?: VoiceToastTexts,
): VoiceMode {
  // Not known yet (undefined) in the server's render and in the browser's first render that
  // adopts its HTML: the controls are drawn as for a browser that speaks, as nearly all do, so
  // that the page does not change shape when the browser's answer comes.
  const engine = useBrowserValue<Speech | null | undefined>(
    () => (speech === undefined ? browserSpeech() : speech),
    undefined,
  );
  const [state, setState] = useState(initialVoiceState);
  const stateRef = useRef(state);
  const recipeRef = useRef(recipe);
  recipeRef.current = recipe;
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;
  // Each reading gets a number, so the end of an interrupted one cannot mark a newer one done.
  const readingRef = useRef(0);

  const send = useCallback(
    (event: VoiceEvent) => {
      if (!engine) return;
      const { state: next, effect } = voiceTransition(
        stateRef.current,
        event,
        recipeRef.current,
        toastsRef.current,
      );
      stateRef.current = next;
      setState(next);
      if (effect.cancel) {
        readingRef.current += 1;
        engine.cancel();
      }
      if (effect.say) {
        const reading = ++readingRef.current;
        engine.speak(
          effect.say,
          () => {
            if (reading === readingRef.current) send('finished');
          },
          recipeRef.current.language ?? null,
        );
      }
      if (effect.toast) toast(effect.toast);
    },
    [engine],
  );

  useEffect(() => {
    if (!engine) return;
    return () => {
      readingRef.current += 1;
      engine.cancel();
    };
  }, [engine]);

  useVoiceKeys(state.enabled, send);

  return { ...state, supported: engine !== null, send };
}

const TEXT_ENTRY = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
const CONTROL = 'button, a[href], [role="button"], [role="switch"], [role="link"], summary';

/**
 * Whether Space/Enter belong to the focused element rather than to voice mode: always while typing
 * and inside a dialog; on a button or link only when the cook reached it with Tab, so keyboard
 * users can still press buttons. A control that was clicked keeps no claim: after clicking
 * 'Voice On', Space reads the next step instead of turning voice off again.
 * (`:focus-visible` cannot tell: browsers turn it on for any key press, this one included.)
 */
export function keyBelongsToTarget(target: EventTarget | null, tabbedTo: boolean): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TEXT_ENTRY)) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return tabbedTo && target.closest(CONTROL) !== null;
}

function useVoiceKeys(enabled: boolean, send: (event: VoiceEvent) => void): void {
  useEffect(() => {
    if (!enabled) return;
    let tabbedTo = false;
    const onPointerDown = () => {
      tabbedTo = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') tabbedTo = true;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const isSpace = event.key === ' ' || event.code === 'Space';
      if (!isSpace && event.key !== 'Enter') return;
      if (keyBelongsToTarget(event.target, tabbedTo)) return;
      // Also keeps Space from scrolling the page and from pressing a clicked button again.
      event.preventDefault();
      if (event.repeat) return;
      send(isSpace ? 'next' : 'repeat');
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [enabled, send]);
}
