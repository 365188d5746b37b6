import { vi } from 'vitest';

/** An utterance as the stand-in records it. */
export class RecordedUtterance {
  rate = 1;
  volume = 1;
  lang = '';
  voice: { name: string; lang: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

/**
 * A recording stand-in for `window.speechSynthesis` (jsdom has none, and headless browsers have
 * no voices). `spoken` lists every utterance; `finishAll()` ends whatever was queued.
 */
export function installSpeechStandIn() {
  const spoken: RecordedUtterance[] = [];
  let queue: RecordedUtterance[] = [];
  const synth = {
    speak: vi.fn((utterance: RecordedUtterance) => {
      spoken.push(utterance);
      queue.push(utterance);
    }),
    cancel: vi.fn(() => {
      const interrupted = queue;
      queue = [];
      for (const utterance of interrupted) utterance.onerror?.();
    }),
  };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal('SpeechSynthesisUtterance', RecordedUtterance);

  return {
    synth,
    spoken,
    texts: () => spoken.map((utterance) => utterance.text),
    finishAll: () => {
      const done = queue;
      queue = [];
      for (const utterance of done) utterance.onend?.();
    },
  };
}
