import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addDays, calendarFeedSchema } from '../../../contracts/meal-plan.js';
import { utcToday } from '../../../contracts/organise.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { CALENDAR_TOKEN_PATTERN, calendarOwner, renewCalendarToken } from './calendar.queries.js';
import { calendarDocument } from './calendar-feed.js';
import { householdOf, readHousehold } from './household.queries.js';
import { listEntries } from './meal-plan.queries.js';

/** What a calendar feed holds: a month back, three months ahead (the plan's widest range). */
const FEED_DAYS_BEFORE = 31;
const FEED_DAYS_AFTER = 91;

/**
 * The plan as a calendar a phone subscribes to (decision 045). The address is the secret: a
 * calendar app cannot sign in, so whoever has it reads the plan, and the cook can replace it.
 */
export async function calendarRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/mealplan/calendar',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "A new secret address of your household plan's calendar feed (the old one stops working)",
        response: answers({ 200: calendarFeedSchema }),
      },
    },
    async (request) => {
      const token = await renewCalendarToken(db, currentUser(request).id);
      return { url: new URL(`/api/calendar/${token}.ics`, config.publicUrl).toString() };
    },
  );

  api.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The meal plan as iCalendar (text/calendar), at the secret address made for it',
        params: z.object({ file: z.string() }),
        response: answers({ 200: z.string() }, 404),
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, '');
      const userId = CALENDAR_TOKEN_PATTERN.test(token)
        ? await calendarOwner(db, token)
        : undefined;
      if (!userId) throw notFound('Calendar');
      const householdId = await householdOf(db, userId);
      const today = utcToday();
      const [household, entries] = await Promise.all([
        readHousehold(db, householdId),
        listEntries(
          db,
          householdId,
          addDays(today, -FEED_DAYS_BEFORE),
          addDays(today, FEED_DAYS_AFTER),
        ),
      ]);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(calendarDocument(household.name, entries, config.publicUrl));
    },
  );
}
