import type { BlockedCook, MutedWord } from '@contracts/protection';
import { makeAppConfig } from './account';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall, sentJson } from './api-stub';

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export function makeBlockedCook(overrides: Partial<BlockedCook> = {}): BlockedCook {
  return {
    id: 'cook-ann',
    displayName: 'Ann Grill',
    firstName: 'Ann',
    lastName: 'Lee',
    profileImageUrl: null,
    blockedAt: daysAgo(3),
    ...overrides,
  };
}

/** `count` blocked cooks, "Cook 1" to "Cook n", as the newest-first list holds them. */
export const makeBlockedCooks = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) =>
    makeBlockedCook({ id: `cook-${from + index}`, displayName: `Cook ${from + index}` }),
  );

export function makeMutedWord(overrides: Partial<MutedWord> = {}): MutedWord {
  return { id: 1, phrase: 'cilantro', createdAt: daysAgo(1), ...overrides };
}

export const makeMutedWords = (phrases: string[]) =>
  phrases.map((phrase, index) => makeMutedWord({ id: index + 1, phrase }));

/**
 * A stand-in for the blocks and muted words API, keeping both as the server would: the blocked
 * cooks 50 a page, the block toggle (`toggle` may answer otherwise), the muted words with the
 * server's refusals (more than 50, a repeat in any case), unmuting by id. `community: false`
 * answers the settings so; anything else is a 404.
 */
export function protectionApi({
  blocked = [makeBlockedCook()],
  muted = makeMutedWords(['cilantro', 'pumpkin spice']),
  toggle,
  community = true,
}: {
  blocked?: BlockedCook[];
  muted?: MutedWord[];
  toggle?: (userId: string) => Response | undefined;
  community?: boolean;
} = {}) {
  let cooks = [...blocked];
  let words = [...muted];
  let nextId = 1000;
  return (call: ApiCall): Response => {
    const { path, query } = parseCall(call);
    if (path === '/api/app-config') return jsonAnswer(makeAppConfig({ community }));
    if (path === '/api/blocks') {
      const page = Number(query.page ?? 1);
      return jsonAnswer(cooks.slice((page - 1) * 50, page * 50));
    }
    const blockOf = path.match(/^\/api\/users\/(.+)\/block$/)?.[1];
    if (blockOf && call.method === 'POST') {
      const answer = toggle?.(decodeURIComponent(blockOf));
      if (answer) return answer;
      const id = decodeURIComponent(blockOf);
      const was = cooks.some((cook) => cook.id === id);
      if (was) cooks = cooks.filter((cook) => cook.id !== id);
      else cooks = [makeBlockedCook({ id, blockedAt: new Date().toISOString() }), ...cooks];
      return jsonAnswer({ blocked: !was });
    }
    if (path === '/api/mutes' && call.method === 'GET') return jsonAnswer(words);
    if (path === '/api/mutes' && call.method === 'POST') {
      const { phrase } = sentJson(call) as { phrase: string };
      if (words.length >= 50) {
        return errorAnswer(400, 'You can mute at most 50 words or phrases');
      }
      if (words.some((word) => word.phrase.toLowerCase() === phrase.toLowerCase())) {
        return errorAnswer(409, 'You have already muted this');
      }
      const word = makeMutedWord({ id: nextId++, phrase, createdAt: new Date().toISOString() });
      words = [...words, word];
      return jsonAnswer(word, 201);
    }
    const muteId = path.match(/^\/api\/mutes\/(\d+)$/)?.[1];
    if (muteId && call.method === 'DELETE') {
      if (!words.some((word) => word.id === Number(muteId))) {
        return errorAnswer(404, 'Muted word not found');
      }
      words = words.filter((word) => word.id !== Number(muteId));
      return noContent();
    }
    return errorAnswer(404, 'Not found');
  };
}
