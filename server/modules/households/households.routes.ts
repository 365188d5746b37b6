import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode } from '../../../contracts/errors.js';
import {
  HOUSEHOLD_LIMITS,
  householdInputSchema,
  householdSchema,
  INVITATION_CODE_PATTERN,
  invitationCodeParams,
  invitationPreviewSchema,
  invitationSchema,
} from '../../../contracts/households.js';
import { userId } from '../../../contracts/ids.js';
import { paths } from '../../../contracts/routes.js';
import { AISLES, aisleOrderSchema } from '../../../contracts/shopping-lists.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { forbidden, HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { LIMITS, spend } from '../../rate-limits.js';
import {
  householdOf,
  isCreator,
  memberCount,
  readHousehold,
  removeMember,
  renameHousehold,
  setAisleOrder,
} from './household.queries.js';
import { recordChange } from './household-events.js';
import { acceptInvitation, createInvitation, previewInvitation } from './invitations.queries.js';

const signedIn = { access: 'user' } as const;

const invitationNotFound = () => notFound('Invitation');

/**
 * The caller's household, its members and its invitations (decision 045). Everything answers
 * about the caller's own household only, so another household cannot even be named.
 */
export async function householdRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/household',
    {
      config: signedIn,
      schema: {
        summary: 'Your household and its members (you are on your own until you join one)',
        response: answers({ 200: householdSchema }),
      },
    },
    async (request) => readHousehold(db, await householdOf(db, currentUser(request).id)),
  );

  api.put(
    '/household',
    {
      config: signedIn,
      schema: {
        summary: 'Renames your household',
        body: householdInputSchema,
        response: answers({ 200: householdSchema }, 400),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      await db.transaction(async (tx) => {
        await renameHousehold(tx, householdId, request.body.name);
        await recordChange(tx, householdId, 'household', householdId);
      });
      return readHousehold(db, householdId);
    },
  );

  api.post(
    '/household/invitations',
    {
      config: signedIn,
      schema: {
        summary: `Invites someone: a link usable once within ${HOUSEHOLD_LIMITS.invitationDays} days`,
        description: `At most ${HOUSEHOLD_LIMITS.invitationsPerDay} a day per household (429 with Retry-After).`,
        response: answers({ 201: invitationSchema }, 429),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const householdId = await householdOf(db, user.id);
      await spend(db, LIMITS.householdInvitation, String(householdId));
      const { code, expiresAt } = await createInvitation(db, householdId, user.id);
      const url = new URL(paths.join(code), config.publicUrl).toString();
      return reply.code(201).send({ code, url, expiresAt });
    },
  );

  api.get(
    '/household/invitations/:code',
    {
      config: signedIn,
      schema: {
        summary: 'Who invites you to which household (404 when unknown, used or expired)',
        params: invitationCodeParams,
        response: answers({ 200: invitationPreviewSchema }, 404),
      },
    },
    async (request) => {
      const { code } = request.params;
      const preview = INVITATION_CODE_PATTERN.test(code)
        ? await previewInvitation(db, code)
        : undefined;
      if (!preview) throw invitationNotFound();
      return preview;
    },
  );

  api.post(
    '/household/invitations/:code/accept',
    {
      config: signedIn,
      schema: {
        summary: 'Joins the household of an invitation, leaving your current one',
        description:
          'A cook on their own brings their meal plan and shopping lines along; one who leaves ' +
          'others behind leaves the plan and lists with them.',
        params: invitationCodeParams,
        response: answers({ 200: householdSchema }, 400, 404, 409),
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!INVITATION_CODE_PATTERN.test(code)) throw invitationNotFound();
      const { outcome, householdId } = await acceptInvitation(db, code, currentUser(request).id);
      if (outcome === 'unknown') throw invitationNotFound();
      if (outcome === 'already-member') {
        throw new HttpError(409, 'You are already in this household');
      }
      if (outcome === 'full' || householdId === undefined) {
        const message = `A household has at most ${HOUSEHOLD_LIMITS.members} members`;
        throw new HttpError(400, message, ErrorCode.VALIDATION, [{ path: 'params.code', message }]);
      }
      return readHousehold(db, householdId);
    },
  );

  api.delete(
    '/household/members/:userId',
    {
      config: signedIn,
      schema: {
        summary: 'Leaves your household (your own id), or removes a member (its creator only)',
        params: z.object({ userId }),
        response: answers({ 204: noContent }, 403, 404),
      },
    },
    async (request, reply) => {
      const me = currentUser(request).id;
      const householdId = await householdOf(db, me);
      const { userId: member } = request.params;
      if (member !== me && !(await isCreator(db, householdId, me))) {
        // A member who is not the creator learns nothing about who else is or is not in it.
        throw forbidden();
      }
      // Alone already: leaving would only throw the plan and lists away.
      if (member === me && (await memberCount(db, householdId)) === 1) {
        return reply.code(204).send(null);
      }
      if (!(await removeMember(db, householdId, member))) throw notFound('Member');
      return reply.code(204).send(null);
    },
  );

  api.put(
    '/household/aisles',
    {
      config: signedIn,
      schema: {
        summary: "Sets the order of the aisles, as your household's shop is laid out",
        body: aisleOrderSchema,
        response: answers({ 200: z.object({ aisles: z.array(z.enum(AISLES)) }) }, 400),
      },
    },
    async (request) => {
      const householdId = await householdOf(db, currentUser(request).id);
      const { aisles } = request.body;
      await db.transaction(async (tx) => {
        await setAisleOrder(tx, householdId, aisles);
        await recordChange(tx, householdId, 'household', householdId);
      });
      return { aisles };
    },
  );
}
