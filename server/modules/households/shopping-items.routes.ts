import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../../contracts/errors.js';
import { entityIdParams } from '../../../contracts/ids.js';
import { daysBetween, MEAL_PLAN_LIMITS } from '../../../contracts/meal-plan.js';
import {
  SHOPPING_LIMITS,
  type ShoppingAdd,
  shoppingAddSchema,
  shoppingItemParams,
  shoppingItemSchema,
  shoppingListSchema,
  shoppingPatchSchema,
} from '../../../contracts/shopping-lists.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { chooseLanguage } from '../../i18n/languages.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { householdOf } from './household.queries.js';
import { recordChange } from './household-events.js';
import { plannedRecipes } from './meal-plan.queries.js';
import { draftLines, isHeading, type LineSource } from './shopping-drafts.js';
import { editLine } from './shopping-item-edits.queries.js';
import {
  addDrafts,
  claimClientId,
  clearChecked,
  deleteItem,
  findItem,
  householdIngredients,
  lineCount,
  listItems,
  rememberClientLine,
} from './shopping-items.queries.js';
import { readList, requireList } from './shopping-list-read.js';

const signedIn = { access: 'user' } as const;

/** The cook's language: the one chosen for their account, else their browser's, else English. */
const cookLanguage = (request: FastifyRequest) =>
  chooseLanguage(request.headers, currentUser(request).language);

const refusal = (path: string, message: string) =>
  new HttpError(400, message, ErrorCode.VALIDATION, [{ path, message }]);

/** The texts a request adds: typed, a recipe's ingredients scaled, or the plan's recipes. */
async function sourcesOf(db: Db, householdId: number, body: ShoppingAdd): Promise<LineSource[]> {
  if ('text' in body) return [{ text: body.text }];
  const wanted =
    'recipeId' in body
      ? [{ recipeId: body.recipeId, servings: body.servings ?? null }]
      : await plannedRecipes(db, householdId, body.from, body.to);
  const recipes = await householdIngredients(
    db,
    householdId,
    wanted.map((entry) => entry.recipeId),
  );
  if ('recipeId' in body && recipes.size === 0) throw notFound('Recipe');
  return wanted.flatMap(({ recipeId, servings }) => {
    const recipe = recipes.get(recipeId);
    if (!recipe) return [];
    const scale = servings && recipe.servings ? servings / recipe.servings : 1;
    const { language } = recipe;
    return recipe.ingredients
      .filter((line) => line.trim() && !isHeading(line))
      .map((text) => ({ text, recipeId, scale, language }));
  });
}

/** The lines of the household's lists (decision 045). */
export async function shoppingItemRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/shopping-lists/:id/items',
    {
      config: signedIn,
      schema: {
        summary: "Adds a typed line, a recipe's ingredients, or the plan's recipes of some days",
        description:
          'Lines for the same item whose units convert add up into one. A typed line sent again ' +
          `with the same clientId changes nothing. At most ${SHOPPING_LIMITS.lines} lines a list.`,
        params: entityIdParams('Shopping list'),
        body: shoppingAddSchema,
        response: answers({ 200: shoppingListSchema }, 400, 404),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const listId = request.params.id;
      const { body } = request;
      await requireList(db, householdId, listId);
      if ('from' in body && daysBetween(body.from, body.to) > MEAL_PLAN_LIMITS.rangeDays) {
        throw refusal('body.to', `A range spans at most ${MEAL_PLAN_LIMITS.rangeDays} days`);
      }
      const drafts = draftLines(await sourcesOf(db, householdId, body), cookLanguage(request));
      await db.transaction(async (tx) => {
        const clientId = 'clientId' in body ? body.clientId : undefined;
        if (clientId && !(await claimClientId(tx, clientId, listId))) return;
        const ids = await addDrafts(tx, householdId, listId, drafts);
        if ((await lineCount(tx, listId)) > SHOPPING_LIMITS.lines) {
          throw refusal('body', `A list holds at most ${SHOPPING_LIMITS.lines} lines`);
        }
        if (clientId && ids[0] !== undefined) await rememberClientLine(tx, clientId, ids[0]);
        if (ids.length > 0) await recordChange(tx, householdId, 'shopping-list', listId);
      });
      return readList(db, householdId, listId);
    },
  );

  api.patch(
    '/shopping-lists/:id/items/:itemId',
    {
      config: signedIn,
      schema: {
        summary:
          'Ticks, unticks, rewrites or moves a line to an aisle (which the household learns)',
        description:
          '`itemId` is the line id or the clientId it was added with. With `editedAt`, a field ' +
          'changes only if its last edit was earlier.',
        params: shoppingItemParams,
        body: shoppingPatchSchema,
        response: answers({ 200: shoppingItemSchema }, 400, 404),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { id: listId, itemId } = request.params;
      await requireList(db, householdId, listId);
      const heldId = await db.transaction(async (tx) => {
        const row = await findItem(tx, listId, itemId);
        if (!row) return undefined;
        const held = await editLine(tx, householdId, row, request.body, cookLanguage(request));
        await recordChange(tx, householdId, 'shopping-list', listId);
        return held;
      });
      const item = heldId && (await listItems(db, listId)).find((line) => line.id === heldId);
      if (!item) throw notFound('Item');
      return item;
    },
  );

  api.delete(
    '/shopping-lists/:id/items/:itemId',
    {
      config: signedIn,
      schema: {
        summary: 'Takes a line off the list',
        params: shoppingItemParams,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { id: listId, itemId } = request.params;
      await requireList(db, householdId, listId);
      const deleted = await db.transaction(async (tx) => {
        const row = await findItem(tx, listId, itemId);
        if (!row || !(await deleteItem(tx, listId, row.id))) return false;
        await recordChange(tx, householdId, 'shopping-list', listId);
        return true;
      });
      if (!deleted) throw notFound('Item');
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/shopping-lists/:id/clear-checked',
    {
      config: signedIn,
      schema: {
        summary: 'Takes every ticked line off the list',
        params: entityIdParams('Shopping list'),
        response: answers({ 200: shoppingListSchema }, 404),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const listId = request.params.id;
      await requireList(db, householdId, listId);
      await db.transaction(async (tx) => {
        if ((await clearChecked(tx, listId)) > 0) {
          await recordChange(tx, householdId, 'shopping-list', listId);
        }
      });
      return readList(db, householdId, listId);
    },
  );
}
