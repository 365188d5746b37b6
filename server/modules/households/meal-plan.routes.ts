import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '../../../contracts/errors.js';
import { entityIdParams } from '../../../contracts/ids.js';
import {
  addDays,
  MEAL_PLAN_LIMITS,
  mealPlanCopySchema,
  mealPlanEntrySchema,
  mealPlanInputSchema,
  mealPlanPatchSchema,
  mealPlanRangeSchema,
  mealPlanSchema,
} from '../../../contracts/meal-plan.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { householdOf } from './household.queries.js';
import { recordChange } from './household-events.js';
import {
  copyWeek,
  deleteEntry,
  entriesOnDay,
  householdRecipe,
  insertEntry,
  listEntries,
  updateEntry,
} from './meal-plan.queries.js';

const signedIn = { access: 'user' } as const;

const dayFull = (path: string) => {
  const message = `A day holds at most ${MEAL_PLAN_LIMITS.perDay} entries`;
  return new HttpError(400, message, ErrorCode.VALIDATION, [{ path, message }]);
};

/** The household's meal plan (decision 045): any member reads and changes all of it. */
export async function mealPlanRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/mealplan',
    {
      config: signedIn,
      schema: {
        summary: `The plan of a range of days (at most ${MEAL_PLAN_LIMITS.rangeDays}), by day and slot`,
        querystring: mealPlanRangeSchema,
        response: answers({ 200: mealPlanSchema }, 400),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      return listEntries(db, householdId, request.query.from, request.query.to);
    },
  );

  api.post(
    '/mealplan',
    {
      config: signedIn,
      schema: {
        summary:
          "Plans a recipe of the household's (its title and servings unless given) or a free text",
        body: mealPlanInputSchema,
        response: answers({ 201: mealPlanEntrySchema }, 400, 404),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const householdId = await householdOf(db, user.id);
      const { date, slot, recipeId, title, servings, note = null } = request.body;
      const recipe =
        recipeId === undefined ? undefined : await householdRecipe(db, householdId, recipeId);
      if (recipeId !== undefined && !recipe) throw notFound('Recipe');
      if ((await entriesOnDay(db, householdId, date)) >= MEAL_PLAN_LIMITS.perDay) {
        throw dayFull('body.date');
      }
      const entry = await db.transaction(async (tx) => {
        const made = await insertEntry(tx, householdId, user.id, {
          date,
          slot,
          recipeId: recipeId ?? null,
          title: title ?? recipe?.title ?? '',
          servings: servings ?? recipe?.servings ?? null,
          note,
        });
        await recordChange(tx, householdId, 'mealplan', made.id);
        return made;
      });
      return reply.code(201).send(entry);
    },
  );

  api.patch(
    '/mealplan/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Moves an entry (date, slot) or changes its title, servings or note',
        params: entityIdParams('Entry'),
        body: mealPlanPatchSchema,
        response: answers({ 200: mealPlanEntrySchema }, 400, 404),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { date } = request.body;
      if (date && (await entriesOnDay(db, householdId, date)) >= MEAL_PLAN_LIMITS.perDay) {
        throw dayFull('body.date');
      }
      const entry = await db.transaction(async (tx) => {
        const changed = await updateEntry(tx, householdId, request.params.id, request.body);
        if (changed) await recordChange(tx, householdId, 'mealplan', changed.id);
        return changed;
      });
      if (!entry) throw notFound('Entry');
      return entry;
    },
  );

  api.delete(
    '/mealplan/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Takes an entry off the plan',
        params: entityIdParams('Entry'),
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const gone = await deleteEntry(tx, householdId, id);
        if (gone) await recordChange(tx, householdId, 'mealplan', id);
        return gone;
      });
      if (!deleted) throw notFound('Entry');
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/mealplan/copy',
    {
      config: signedIn,
      schema: {
        summary: 'Copies the seven days from `from` onto the seven days from `to`',
        body: mealPlanCopySchema,
        response: answers({ 200: z.object({ copied: z.number().int() }) }, 400),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const householdId = await householdOf(db, user.id);
      const { from, to } = request.body;
      if (from === to) return { copied: 0 };
      const copied = await db.transaction(async (tx) => {
        const n = await copyWeek(tx, householdId, user.id, from, to);
        const fullest = await listEntries(tx, householdId, to, addDays(to, 6));
        const perDay = new Map<string, number>();
        for (const entry of fullest) perDay.set(entry.date, (perDay.get(entry.date) ?? 0) + 1);
        if (Math.max(0, ...perDay.values()) > MEAL_PLAN_LIMITS.perDay) throw dayFull('body.to');
        if (n > 0) await recordChange(tx, householdId, 'mealplan', householdId);
        return n;
      });
      return { copied };
    },
  );
}
