import type { Page } from '@playwright/test';

// Headless Chromium has no voices: a recording stand-in replaces speechSynthesis and ends each
// utterance at once, keeping what was said (text, rate, volume) for the test to read.
// Install it with `page.addInitScript(recordingSpeech)` before the page loads.
export const recordingSpeech = () => {
  const spoken: { text: string; rate: number; volume: number }[] = [];
  let cancels = 0;
  Object.assign(window, { __speech: { spoken, cancels: () => cancels } });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speaking: false,
      pending: false,
      paused: false,
      getVoices: () => [],
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, rate: utterance.rate, volume: utterance.volume });
        setTimeout(() => utterance.dispatchEvent(new Event('end')), 5);
      },
      cancel() {
        cancels += 1;
      },
      pause() {},
      resume() {},
      addEventListener() {},
      removeEventListener() {},
    },
  });
};

export type Spoken = { text: string; rate: number; volume: number };

/** What the stand-in has been asked to say so far. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { spoken: Spoken[] } }).__speech.spoken);
