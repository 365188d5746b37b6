import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { makeRecipe } from '@/test/recipes';
import { installSpeechStandIn } from '@/test/speech-stand-in';
import { withTexts } from '@/test/texts';
import { browserSpeech } from './speech';
import { keyBelongsToTarget, useVoiceMode } from './use-voice-mode';

const recipe = makeRecipe({
  title: 'Pancakes',
  ingredients: ['2 cup flour', '2 eggs'],
  instructions: ['Whisk.', 'Fry.'],
});

function setUp() {
  const speech = installSpeechStandIn();
  render(<Toaster />, { wrapper: withTexts });
  const hook = renderHook(() => useVoiceMode(recipe));
  const send = (event: Parameters<typeof hook.result.current.send>[0]) =>
    act(() => hook.result.current.send(event));
  const press = (key: string, target: Element = document.body) =>
    act(() => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    });
  return { ...speech, ...hook, send, press };
}

describe('useVoiceMode', () => {
  it('is off and silent at first; Space does nothing', () => {
    const { result, press, texts } = setUp();
    expect(result.current).toMatchObject({ supported: true, enabled: false, currentStep: 0 });
    press(' ');
    expect(texts()).toEqual([]);
  });

  it('reads the next step on Space at rate and volume 0.8, with a toast', () => {
    const { result, send, press, spoken } = setUp();
    send('toggle');
    press(' ');
    expect(spoken.map(({ text, rate, volume }) => ({ text, rate, volume }))).toEqual([
      { text: 'Step 1: Whisk.', rate: 0.8, volume: 0.8 },
    ]);
    expect(result.current.currentStep).toBe(1);
    expect(screen.getByText('Reading Step 1')).toBeVisible();
    expect(screen.getByText('Whisk.')).toBeVisible();
  });

  it('replays the current step on Enter only after a step was read', () => {
    const { send, press, texts } = setUp();
    send('toggle');
    press('Enter');
    expect(texts()).toEqual([]);
    press(' ');
    press(' ');
    press('Enter');
    expect(texts()).toEqual(['Step 1: Whisk.', 'Step 2: Fry.', 'Step 2: Fry.']);
  });

  it('announces the end past the last step', () => {
    const { send, press, texts } = setUp();
    send('toggle');
    press(' ');
    press(' ');
    press(' ');
    expect(texts().at(-1)).toBe('You have reached the end of the recipe instructions.');
    expect(screen.getByText('Recipe Complete')).toBeVisible();
  });

  it('ignores Space and Enter while typing in an input or a text area', () => {
    const { send, press, texts } = setUp();
    send('toggle');
    const input = document.body.appendChild(document.createElement('input'));
    const textarea = document.body.appendChild(document.createElement('textarea'));
    press(' ', input);
    press('Enter', textarea);
    expect(texts()).toEqual([]);
    input.remove();
    textarea.remove();
  });

  it('keeps Space from scrolling the page while voice mode is on', () => {
    const { send } = setUp();
    send('toggle');
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
  });

  it('stops speech when voice mode is turned off', () => {
    const { result, send, synth } = setUp();
    send('toggle');
    send('readRecipe');
    expect(result.current.speaking).toBe(true);
    send('toggle');
    expect(synth.cancel).toHaveBeenCalled();
    expect(result.current).toMatchObject({ enabled: false, speaking: false });
  });

  it('is no longer speaking once the reading ends, not when an older one is interrupted', () => {
    const { result, send, finishAll } = setUp();
    send('toggle');
    send('readSteps');
    send('readList'); // interrupts 'Read Steps': its cancellation must not end 'Read List'
    expect(result.current.speaking).toBe(true);
    act(() => finishAll());
    expect(result.current.speaking).toBe(false);
  });

  it('cancels speech when the page is left', () => {
    const { send, synth, unmount } = setUp();
    send('toggle');
    send('readRecipe');
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalledTimes(1);
  });

  it('reports no support and does nothing where the browser has no speech', () => {
    const { result } = renderHook(() => useVoiceMode(recipe));
    expect(result.current.supported).toBe(false);
    act(() => result.current.send('toggle'));
    expect(result.current.enabled).toBe(false);
    expect(browserSpeech()).toBeNull();
  });
});

describe('keyBelongsToTarget', () => {
  it('gives keys to text fields and dialogs, and to controls only when tabbed to', () => {
    document.body.innerHTML = `
      <input id="text" /><textarea id="area"></textarea><select id="choice"></select>
      <div role="alertdialog"><span id="in-dialog"></span></div>
      <p id="plain">text</p><button id="button">Read Step</button>`;
    const byId = (id: string) => document.getElementById(id);
    for (const id of ['text', 'area', 'choice', 'in-dialog']) {
      expect(keyBelongsToTarget(byId(id), false)).toBe(true);
    }
    expect(keyBelongsToTarget(byId('plain'), true)).toBe(false);
    expect(keyBelongsToTarget(document.body, true)).toBe(false);
    expect(keyBelongsToTarget(byId('button'), false)).toBe(false);
    expect(keyBelongsToTarget(byId('button'), true)).toBe(true);
    document.body.innerHTML = '';
  });

  it('lets a button reached with Tab keep Space and Enter', async () => {
    installSpeechStandIn();
    const { result } = renderHook(() => useVoiceMode(recipe));
    act(() => result.current.send('toggle'));
    const button = document.body.appendChild(document.createElement('button'));
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      button.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(false);
    expect(result.current.currentStep).toBe(0);
    await user.click(button);
    await user.keyboard(' ');
    expect(result.current.currentStep).toBe(1);
    button.remove();
  });
});

describe('useVoiceMode in the recipe’s language', () => {
  it('reads a German recipe in a German voice', () => {
    const speech = installSpeechStandIn();
    const voices = [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Anna', lang: 'de-DE' },
    ] as SpeechSynthesisVoice[];
    Object.assign(speech.synth, { getVoices: () => voices });
    const german = makeRecipe({ instructions: ['Die Kartoffeln kochen.'], language: 'de' });
    const { result } = renderHook(() => useVoiceMode(german));
    act(() => result.current.send('toggle'));
    act(() => result.current.send('readStep'));
    expect(speech.spoken.map(({ text, lang, voice }) => [text, lang, voice?.name])).toEqual([
      ['Step 1: Die Kartoffeln kochen.', 'de', 'Anna'],
    ]);
  });
});
