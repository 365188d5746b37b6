/** Every utterance is read at rate 0.8 and volume 0.8. */
export const SPEECH_RATE = 0.8;
export const SPEECH_VOLUME = 0.8;

/** The little of the Web Speech API that read-aloud needs. */
export interface Speech {
  /**
   * Stops whatever is being read, then reads `parts` one after another. `onDone` runs once, when
   * the last part ends or reading fails or is cancelled.
   */
  speak(parts: readonly string[], onDone?: () => void): void;
  cancel(): void;
}

/**
 * The browser's speech synthesis, or `null` where there is none. Text is spoken in parts
 * (sentences, steps) because some browsers cut a single long utterance off after ~15 seconds.
 */
export function browserSpeech(): Speech | null {
  // One per synthesizer: a render asks again and must get the same object back.
  const synth = globalThis.window?.speechSynthesis;
  if (!made || made.synth !== synth) made = { synth, speech: createBrowserSpeech() };
  return made.speech;
}

let made: { synth: SpeechSynthesis | undefined; speech: Speech | null } | undefined;

function createBrowserSpeech(): Speech | null {
  const synth = window.speechSynthesis;
  const Utterance = window.SpeechSynthesisUtterance;
  if (!synth || typeof Utterance !== 'function') return null;

  return {
    speak(parts, onDone) {
      synth.cancel();
      const texts = parts.map((part) => part.trim()).filter(Boolean);
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        onDone?.();
      };
      if (texts.length === 0) return done();
      texts.forEach((text, index) => {
        const utterance = new Utterance(text);
        utterance.rate = SPEECH_RATE;
        utterance.volume = SPEECH_VOLUME;
        utterance.onerror = done;
        if (index === texts.length - 1) utterance.onend = done;
        synth.speak(utterance);
      });
    },
    cancel() {
      synth.cancel();
    },
  };
}
