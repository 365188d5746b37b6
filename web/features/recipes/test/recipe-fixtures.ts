import type { Recipe } from '@contracts/recipes';
import { onTestFinished, vi } from 'vitest';

export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  return {
    id: 1,
    userId: 'user-1',
    title: 'Tomato Soup',
    description: 'A warm bowl for cold days.',
    image: null,
    prepTime: '10 minutes',
    cookTime: '30 minutes',
    servings: 4,
    difficulty: 'easy',
    ingredients: ['6 piece tomatoes', '1 clove garlic', 'salt'],
    instructions: ['Chop the tomatoes.', 'Simmer with garlic for 30 minutes.', 'Blend and season.'],
    isPublic: false,
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: string;
  body: RequestInit['body'];
}

export const jsonAnswer = (body: unknown, status = 200) => Response.json(body, { status });
export const errorAnswer = (status: number, message: string) =>
  Response.json({ message }, { status });

/**
 * Stubs the browser's `fetch` with `answer`, recording every call. `answer` builds a fresh
 * Response per call (a body can be read only once).
 */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A fetch that never answers: the screen stays loading. */
export function neverAnswer() {
  return stubApi(() => new Promise<Response>(() => {}));
}

/**
 * Gives jsdom `URL.createObjectURL` / `revokeObjectURL` for the test, recording the blobs.
 * Restored when the test finishes.
 */
export function stubObjectUrls() {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:object-${blobs.length}`;
  });
  const revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { blobs, createObjectURL, revokeObjectURL };
}
