import { describe, expect, it } from 'vitest';
import { makeRecipe } from '@/test/recipes';
import {
  END_OF_INSTRUCTIONS,
  initialVoiceState,
  stepPreview,
  type VoiceEvent,
  type VoiceState,
  voiceTransition,
} from './voice-mode';

const recipe = makeRecipe({
  title: 'Pancakes',
  description: 'Fluffy.',
  ingredients: ['2 cup flour', '2 eggs'],
  instructions: ['Whisk everything together until smooth and let it rest.', 'Fry.'],
});
const on: VoiceState = { ...initialVoiceState, enabled: true };

function run(events: VoiceEvent[], state: VoiceState = initialVoiceState) {
  return events.reduce(
    (acc, event) => {
      const next = voiceTransition(acc.state, event, recipe);
      return { state: next.state, effects: [...acc.effects, next.effect] };
    },
    { state, effects: [] as ReturnType<typeof voiceTransition>['effect'][] },
  );
}

describe('voiceTransition', () => {
  it('starts off, at step 0, silent', () => {
    expect(initialVoiceState).toEqual({ enabled: false, currentStep: 0, speaking: false });
  });

  it.each<VoiceEvent>(['next', 'repeat', 'readStep', 'readRecipe', 'readSteps', 'readList'])(
    'ignores %s while voice mode is off',
    (event) => {
      expect(voiceTransition(initialVoiceState, event, recipe)).toEqual({
        state: initialVoiceState,
        effect: {},
      });
    },
  );

  it('reads the next step with a toast previewing 50 characters', () => {
    const { state, effects } = run(['next'], on);
    expect(state).toEqual({ enabled: true, currentStep: 1, speaking: true });
    expect(effects[0]).toEqual({
      say: ['Step 1: Whisk everything together until smooth and let it rest.'],
      toast: {
        title: 'Reading Step 1',
        description: 'Whisk everything together until smooth and let it...',
      },
    });
  });

  it('says the instructions are over past the last step, and stays on the last step', () => {
    const { state, effects } = run(['next', 'next', 'next'], on);
    expect(state.currentStep).toBe(2);
    expect(effects[2]).toEqual({
      say: [END_OF_INSTRUCTIONS],
      toast: { title: 'Recipe Complete', description: END_OF_INSTRUCTIONS },
    });
    expect(END_OF_INSTRUCTIONS).toBe('You have reached the end of the recipe instructions.');
  });

  it('replays the current step only once a step has been read', () => {
    expect(voiceTransition(on, 'repeat', recipe).effect).toEqual({});
    const { state, effects } = run(['next', 'next', 'repeat'], on);
    expect(state.currentStep).toBe(2);
    expect(effects[2]?.say).toEqual(['Step 2: Fry.']);
  });

  it('Read Step reads the current step, or the first when none has been read', () => {
    expect(run(['readStep'], on).effects[0]?.say).toEqual([
      'Step 1: Whisk everything together until smooth and let it rest.',
    ]);
    expect(run(['next', 'next', 'readStep'], on).effects[2]?.say).toEqual(['Step 2: Fry.']);
  });

  it('reads the whole recipe, the steps, or the ingredient list', () => {
    const [whole, steps, list] = run(['readRecipe', 'readSteps', 'readList'], on).effects;
    expect(whole?.say).toEqual([
      'Pancakes',
      'Fluffy.',
      'Ingredients: 2 cup flour, 2 eggs.',
      'Instructions.',
      'Step 1: Whisk everything together until smooth and let it rest.',
      'Step 2: Fry.',
    ]);
    expect(steps?.say).toEqual([
      'Instructions.',
      'Step 1: Whisk everything together until smooth and let it rest.',
      'Step 2: Fry.',
    ]);
    expect(list?.say).toEqual(['Ingredients: 2 cup flour, 2 eggs.']);
  });

  it('stops speech when voice mode is turned off, keeping the current step', () => {
    const { state, effects } = run(['toggle', 'next', 'toggle']);
    expect(state).toEqual({ enabled: false, currentStep: 1, speaking: false });
    expect(effects[2]).toEqual({ cancel: true });
  });

  it('Stop cancels; the end of a reading marks it not speaking', () => {
    expect(run(['next', 'stop'], on)).toMatchObject({
      state: { speaking: false },
      effects: [{}, { cancel: true }],
    });
    expect(run(['next', 'finished'], on).state.speaking).toBe(false);
  });
});

describe('stepPreview', () => {
  it('keeps a short step whole and cuts a long one to 50 characters', () => {
    expect(stepPreview('Fry.')).toBe('Fry.');
    expect(stepPreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(stepPreview('x'.repeat(51))).toBe(`${'x'.repeat(50)}...`);
  });
});
