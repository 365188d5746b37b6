import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '../../../contracts/errors.js';
import { entityIdParams } from '../../../contracts/ids.js';
import {
  SHOPPING_LIMITS,
  shoppingListInputSchema,
  shoppingListSchema,
  shoppingListSummarySchema,
} from '../../../contracts/shopping-lists.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { householdOf } from './household.queries.js';
import { recordChange } from './household-events.js';
import { readList } from './shopping-list-read.js';
import {
  countLists,
  deleteList,
  insertList,
  listSummaries,
  renameList,
} from './shopping-lists.queries.js';

const signedIn = { access: 'user' } as const;

const refusal = (path: string, message: string) =>
  new HttpError(400, message, ErrorCode.VALIDATION, [{ path, message }]);

/** The household's shopping lists (decision 045); their lines are in shopping-items.routes.ts. */
export async function shoppingListRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/shopping-lists',
    {
      config: signedIn,
      schema: {
        summary: "Your household's shopping lists, with how many lines each has and has left",
        response: answers({ 200: z.array(shoppingListSummarySchema) }),
      },
    },
    async (request) => listSummaries(db, await householdOf(db, currentUser(request).id)),
  );

  api.post(
    '/shopping-lists',
    {
      config: signedIn,
      schema: {
        summary: `Makes a new list (at most ${SHOPPING_LIMITS.lists} a household)`,
        body: shoppingListInputSchema,
        response: answers({ 201: shoppingListSummarySchema }, 400),
      },
    },
    async (request, reply) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const list = await db.transaction(async (tx) => {
        if ((await countLists(tx, householdId)) >= SHOPPING_LIMITS.lists) {
          throw refusal('body', `A household has at most ${SHOPPING_LIMITS.lists} lists`);
        }
        const made = await insertList(tx, householdId, request.body.name);
        await recordChange(tx, householdId, 'shopping-list', made.id);
        return made;
      });
      return reply.code(201).send(list);
    },
  );

  api.get(
    '/shopping-lists/:id',
    {
      config: signedIn,
      schema: {
        summary: "A list's lines, in the order of your household's aisles",
        params: entityIdParams('Shopping list'),
        response: answers({ 200: shoppingListSchema }, 404),
      },
    },
    async (request) =>
      readList(db, await householdOf(db, currentUser(request).id), request.params.id),
  );

  api.put(
    '/shopping-lists/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Renames a list',
        params: entityIdParams('Shopping list'),
        body: shoppingListInputSchema,
        response: answers({ 200: shoppingListSchema }, 400, 404),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { id } = request.params;
      const renamed = await db.transaction(async (tx) => {
        const done = await renameList(tx, householdId, id, request.body.name);
        if (done) await recordChange(tx, householdId, 'shopping-list', id);
        return done;
      });
      if (!renamed) throw notFound('Shopping list');
      return readList(db, householdId, id);
    },
  );

  api.delete(
    '/shopping-lists/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Deletes a list and its lines (a household keeps at least one list)',
        params: entityIdParams('Shopping list'),
        response: answers({ 204: noContent }, 400, 404),
      },
    },
    async (request, reply) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        if (!(await deleteList(tx, householdId, id))) throw notFound('Shopping list');
        if ((await countLists(tx, householdId)) === 0) {
          throw refusal('params.id', 'A household keeps at least one list');
        }
        await recordChange(tx, householdId, 'shopping-list', id);
      });
      return reply.code(204).send(null);
    },
  );
}
