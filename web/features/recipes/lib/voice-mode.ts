import type { Recipe } from '@contracts/recipes';

/** The parts of a recipe that read-aloud uses. */
export type ReadableRecipe = Pick<
  Recipe,
  'title' | 'description' | 'ingredients' | 'instructions'
> &
  Partial<Pick<Recipe, 'language'>>;

export interface VoiceState {
  enabled: boolean;
  /** The step last read with Space (1-based); 0 until the first. */
  currentStep: number;
  speaking: boolean;
}

export const initialVoiceState: VoiceState = { enabled: false, currentStep: 0, speaking: false };

export type VoiceEvent =
  | 'toggle'
  | 'next'
  | 'repeat'
  | 'readStep'
  | 'readRecipe'
  | 'readSteps'
  | 'readList'
  | 'stop'
  | 'finished';

/** What a transition asks of the outside world: text to read, a toast, or silence. */
export interface VoiceEffect {
  say?: string[];
  cancel?: boolean;
  toast?: { title: string; description: string };
}

export const END_OF_INSTRUCTIONS = 'You have reached the end of the recipe instructions.';

/**
 * The words read-aloud adds of its own, toasts and spoken alike, in the page's language (decision
 * 049); the recipe's own text is read in the recipe's language, by a voice of it.
 */
export interface VoiceToastTexts {
  readingStep: (step: number) => string;
  complete: string;
  endOfInstructions: string;
  /** A step as read: "Step 2: Fry." */
  spokenStep: (step: number, text: string) => string;
  /** The ingredients as read: "Ingredients: flour, eggs." */
  spokenIngredients: (list: string) => string;
  /** Said before the steps. */
  spokenInstructions: string;
}

const ENGLISH_TOASTS: VoiceToastTexts = {
  readingStep: (step) => `Reading Step ${step}`,
  complete: 'Recipe Complete',
  endOfInstructions: END_OF_INSTRUCTIONS,
  spokenStep: (step, text) => `Step ${step}: ${text}`,
  spokenIngredients: (list) => `Ingredients: ${list}.`,
  spokenInstructions: 'Instructions.',
};
const PREVIEW_LENGTH = 50;

/** A step preview in a toast is cut to 50 characters. */
export function stepPreview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
}

function readStepAt(
  state: VoiceState,
  recipe: ReadableRecipe,
  step: number,
  toasts: VoiceToastTexts,
) {
  const text = recipe.instructions[step - 1] ?? '';
  return {
    state: { ...state, currentStep: step, speaking: true },
    effect: {
      say: [toasts.spokenStep(step, text)],
      toast: { title: toasts.readingStep(step), description: stepPreview(text) },
    },
  };
}

function ingredientsLine(recipe: ReadableRecipe, toasts: VoiceToastTexts): string {
  return toasts.spokenIngredients(recipe.ingredients.join(', '));
}

function stepsLines(recipe: ReadableRecipe, toasts: VoiceToastTexts): string[] {
  return recipe.instructions.map((text, index) => toasts.spokenStep(index + 1, text));
}

/**
 * Voice mode as a pure transition: the next state and the effect to run. Nothing but 'toggle' (and
 * 'finished') does anything while voice mode is off.
 */
export function voiceTransition(
  state: VoiceState,
  event: VoiceEvent,
  recipe: ReadableRecipe,
  toasts: VoiceToastTexts = ENGLISH_TOASTS,
): { state: VoiceState; effect: VoiceEffect } {
  const idle = { state, effect: {} };
  if (event === 'finished') return { state: { ...state, speaking: false }, effect: {} };
  if (event === 'toggle') {
    return state.enabled
      ? { state: { ...state, enabled: false, speaking: false }, effect: { cancel: true } }
      : { state: { ...state, enabled: true }, effect: {} };
  }
  if (!state.enabled) return idle;

  const speaking = { ...state, speaking: true };
  switch (event) {
    case 'stop':
      return { state: { ...state, speaking: false }, effect: { cancel: true } };
    case 'next': {
      const step = state.currentStep + 1;
      if (step <= recipe.instructions.length) return readStepAt(state, recipe, step, toasts);
      return {
        state: speaking,
        effect: {
          say: [toasts.endOfInstructions],
          toast: { title: toasts.complete, description: toasts.endOfInstructions },
        },
      };
    }
    case 'repeat':
      return state.currentStep > 0 ? readStepAt(state, recipe, state.currentStep, toasts) : idle;
    case 'readStep':
      return readStepAt(state, recipe, Math.max(state.currentStep, 1), toasts);
    case 'readList':
      return { state: speaking, effect: { say: [ingredientsLine(recipe, toasts)] } };
    case 'readSteps':
      return {
        state: speaking,
        effect: { say: [toasts.spokenInstructions, ...stepsLines(recipe, toasts)] },
      };
    case 'readRecipe':
      return {
        state: speaking,
        effect: {
          say: [
            recipe.title,
            recipe.description ?? '',
            ingredientsLine(recipe, toasts),
            toasts.spokenInstructions,
            ...stepsLines(recipe, toasts),
          ],
        },
      };
  }
}
