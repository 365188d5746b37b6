/** Every utterance is read at rate 0.8 and volume 0.8. */
export const SPEECH_RATE = 0.8;
export const SPEECH_VOLUME = 0.8;

/** The little of the Web Speech API that read-aloud needs. */
export interface Speech {
  /**
   * Stops whatever is being read, then reads `parts` one after another, in a voice of `language`
   * (the recipe's) where the browser has one. `onDone` runs once, when the last part ends or
   * reading fails or is cancelled.
   */
  speak(parts: readonly string[], onDone?: () => void, language?: string | null): void;
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

/**
 * The voice to read in: the first of the browser's voices of the recipe's language, else of the
 * page's language, else none (the browser's default). A voice's `lang` is a tag such as "de-DE"
 * (some browsers write "de_DE").
 */
export function chooseVoice(
  voices: readonly SpeechSynthesisVoice[],
  language: string | null | undefined,
  pageLanguage: string,
): SpeechSynthesisVoice | undefined {
  const of = (wanted: string | null | undefined) => {
    const prefix = wanted?.toLowerCase();
    if (!prefix) return undefined;
    return voices.find((voice) => {
      const lang = voice.lang.toLowerCase();
      return lang === prefix || lang.startsWith(`${prefix}-`) || lang.startsWith(`${prefix}_`);
    });
  };
  return of(language) ?? of(pageLanguage);
}

function createBrowserSpeech(): Speech | null {
  const synth = window.speechSynthesis;
  const Utterance = window.SpeechSynthesisUtterance;
  if (!synth || typeof Utterance !== 'function') return null;

  return {
    speak(parts, onDone, language) {
      synth.cancel();
      // Asked at each reading: browsers load their voices after the page, some only when asked.
      const voice = chooseVoice(synth.getVoices?.() ?? [], language, document.documentElement.lang);
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
        if (voice) utterance.voice = voice;
        if (language) utterance.lang = language;
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
