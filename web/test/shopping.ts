import type { RecipeCard } from '@contracts/recipes';
import {
  AISLES,
  type Aisle,
  type ShoppingItem,
  type ShoppingList,
} from '@contracts/shopping-lists';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall } from './api-stub';

export function makeItem(overrides: Partial<ShoppingItem> = {}): ShoppingItem {
  const text = overrides.text ?? '2 onions';
  return {
    id: 1,
    text,
    quantity: null,
    unit: null,
    item: overrides.item ?? text,
    aisle: 'other',
    checked: false,
    recipeIds: [],
    recipeTitles: [],
    written: [text],
    updatedAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}

export function makeList(overrides: Partial<ShoppingList> = {}): ShoppingList {
  return { id: 5, name: 'Groceries', aisles: [...AISLES], items: [], ...overrides };
}

export const summaryOf = (list: ShoppingList) => ({
  id: list.id,
  name: list.name,
  itemCount: list.items.length,
  uncheckedCount: list.items.filter((item) => !item.checked).length,
});

/** What the stand-in holds; `offline` makes every call fail as with no connection. */
export interface ShoppingState {
  lists: ShoppingList[];
  offline?: boolean;
  /** Answers a method with this status instead ('PATCH': 400). */
  refuse?: Partial<Record<string, number>>;
  /** Where a typed item goes (the server's aisle guess), 'other' by default. */
  aisleOf?: (text: string) => Aisle;
  /** The lines a recipe's ingredients or the plan add. */
  recipeLines?: Record<number, string[]>;
  planLines?: string[];
  recipes?: { mine?: RecipeCard[]; household?: RecipeCard[] };
}

/**
 * A stand-in for the shopping list API that remembers its changes as the server would: a typed
 * line sent twice with its clientId is one line, an edit or delete may name a line by it.
 */
export function shoppingApi(state: ShoppingState) {
  let nextId = 100;
  const byClientId = new Map<string, number>();
  const listOf = (id: string | undefined) => state.lists.find((list) => String(list.id) === id);
  const replace = (next: ShoppingList) => {
    state.lists = state.lists.map((list) => (list.id === next.id ? next : list));
    return next;
  };
  const addLine = (list: ShoppingList, text: string, recipe?: number): ShoppingList => {
    const line = makeItem({
      id: nextId++,
      text,
      aisle: state.aisleOf?.(text) ?? 'other',
      recipeIds: recipe ? [recipe] : [],
    });
    return replace({ ...list, items: [...list.items, line] });
  };

  return (call: ApiCall): Response | Promise<Response> => {
    if (state.offline) return Promise.reject(new TypeError('Failed to fetch'));
    const refused = state.refuse?.[call.method];
    if (refused) return errorAnswer(refused, 'Refused by the stand-in');
    const { path, query } = parseCall(call);
    const body = call.body ? JSON.parse(String(call.body)) : {};
    if (path === '/api/recipes') {
      // As the server answers: the household's list holds the cook's own recipes too.
      const mine = state.recipes?.mine ?? [];
      const cards =
        query.scope === 'household' ? [...mine, ...(state.recipes?.household ?? [])] : mine;
      const search = (query.search ?? '').toLowerCase();
      return jsonAnswer(cards.filter((card) => card.title.toLowerCase().includes(search)));
    }
    if (path === '/api/household/aisles' && call.method === 'PUT') {
      state.lists = state.lists.map((list) => ({ ...list, aisles: body.aisles }));
      return jsonAnswer({ aisles: body.aisles });
    }
    if (path === '/api/shopping-lists') {
      if (call.method === 'GET') return jsonAnswer(state.lists.map(summaryOf));
      const made = makeList({ id: nextId++, name: body.name });
      state.lists = [...state.lists, made];
      return jsonAnswer(summaryOf(made), 201);
    }
    const [, , , id, part, itemId] = path.split('/');
    const list = listOf(id);
    if (!list) return errorAnswer(404, 'Shopping list not found');
    if (part === undefined) {
      if (call.method === 'GET') return jsonAnswer(list);
      if (call.method === 'PUT') return jsonAnswer(replace({ ...list, name: body.name }));
      state.lists = state.lists.filter((other) => other !== list);
      return noContent();
    }
    if (part === 'clear-checked') {
      return jsonAnswer(replace({ ...list, items: list.items.filter((item) => !item.checked) }));
    }
    if (itemId === undefined) {
      if ('text' in body) {
        if (body.clientId && byClientId.has(body.clientId)) return jsonAnswer(list);
        const added = addLine(list, body.text);
        if (body.clientId) byClientId.set(body.clientId, nextId - 1);
        return jsonAnswer(added);
      }
      const texts =
        'recipeId' in body ? (state.recipeLines?.[body.recipeId] ?? []) : (state.planLines ?? []);
      return jsonAnswer(texts.reduce((next, text) => addLine(next, text, body.recipeId), list));
    }
    const lineId = byClientId.get(decodeURIComponent(itemId)) ?? Number(itemId);
    const line = list.items.find((item) => item.id === lineId);
    if (!line) return errorAnswer(404, 'Item not found');
    if (call.method === 'DELETE') {
      replace({ ...list, items: list.items.filter((item) => item !== line) });
      return noContent();
    }
    const { editedAt: _when, ...fields } = body;
    const edited = { ...line, ...fields };
    replace({ ...list, items: list.items.map((item) => (item === line ? edited : item)) });
    return jsonAnswer(edited);
  };
}

/** The calls that changed a list's lines, as method and path, in the order they were made. */
export const lineCalls = (calls: readonly ApiCall[]) =>
  calls
    .filter(
      (call) => call.method !== 'GET' && parseCall(call).path.startsWith('/api/shopping-lists/'),
    )
    .map((call) => `${call.method} ${decodeURIComponent(parseCall(call).path)}`);
