import { afterEach, describe, expect, it } from 'vitest';
import { installSpeechStandIn } from '@/test/speech-stand-in';
import { browserSpeech } from './speech';

// The browser's voices, as `speechSynthesis.getVoices()` lists them (jsdom has none).
const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;
const voices = [
  voice('Samantha', 'en-US'),
  voice('Thomas', 'fr-FR'),
  voice('Anna', 'de-DE'),
  voice('Petra', 'de_AT'),
];

describe('read-aloud’s voice', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  function speakIn(language: string | null, available = voices) {
    const speech = installSpeechStandIn();
    Object.assign(speech.synth, { getVoices: () => available });
    browserSpeech()?.speak(['Die Kartoffeln kochen.'], undefined, language);
    return speech.spoken;
  }

  it('reads in the first voice of the recipe’s language, and says which language it is', () => {
    document.documentElement.lang = 'en';
    const [utterance] = speakIn('de');
    expect(utterance?.voice?.name).toBe('Anna');
    expect(utterance?.lang).toBe('de');
  });

  it('falls back to a voice of the page’s language, then to the browser’s own choice', () => {
    document.documentElement.lang = 'fr';
    expect(speakIn('es')[0]?.voice?.name).toBe('Thomas');
    expect(speakIn(null)[0]?.voice?.name).toBe('Thomas');
    document.documentElement.lang = 'es';
    const [utterance] = speakIn(null);
    expect(utterance?.voice).toBeNull();
    expect(utterance?.lang).toBe('');
  });
});
