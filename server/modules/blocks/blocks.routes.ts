import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdParams } from '../../../contracts/ids.js';
import {
  blockListSchema,
  blocksQuerySchema,
  blockToggleSchema,
  MUTED_WORDS_MAX,
  mutedWordInputSchema,
  mutedWordListSchema,
  mutedWordParams,
  mutedWordSchema,
} from '../../../contracts/protection.js';
import type { Db } from '../../db/client.js';
import { HttpError, notFound } from '../../http-errors.js';
import { currentUser } from '../../plugins/access.js';
import { answers, noContent } from '../../plugins/api-docs.js';
import { blockedCooks, isBlocked, toggleBlock } from './blocks.queries.js';
import { mutedWords, muteWord, unmuteWord } from './muted-words.queries.js';

interface Deps {
  db: Db;
}

const signedIn = { access: 'user' } as const;

/** What a cook does to keep others out of their screens: blocks and muted words (decision 048). */
export async function blockRoutes(app: FastifyInstance, { db }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/users/:id/block',
    {
      config: signedIn,
      schema: {
        summary: 'Blocks or unblocks a cook',
        description:
          "Toggles, and answers the new state. A blocked cook's posts and comments leave your " +
          'lists; they can no longer follow you, like or comment on your things; follows between ' +
          'you end.',
        params: userIdParams,
        response: answers({ 200: blockToggleSchema }, 400, 404),
      },
    },
    async (request) => {
      const blockerId = currentUser(request).id;
      if (request.params.id === blockerId) throw new HttpError(400, 'You cannot block yourself');
      const blocked = await toggleBlock(db, blockerId, request.params.id);
      if (blocked === undefined) throw notFound('User');
      return { blocked };
    },
  );

  api.get(
    '/users/:id/block',
    {
      config: signedIn,
      schema: {
        summary: 'Whether you blocked this cook',
        params: userIdParams,
        response: answers({ 200: blockToggleSchema }),
      },
    },
    async (request) => ({
      blocked: await isBlocked(db, currentUser(request).id, request.params.id),
    }),
  );

  api.get(
    '/blocks',
    {
      config: signedIn,
      schema: {
        summary: 'The cooks you blocked, newest first',
        description: '50 a page; `page` counts from 1.',
        querystring: blocksQuerySchema,
        response: answers({ 200: blockListSchema }),
      },
    },
    async (request) => blockedCooks(db, currentUser(request).id, request.query.page),
  );

  api.get(
    '/mutes',
    {
      config: signedIn,
      schema: {
        summary: 'The words and phrases you muted in your feed',
        response: answers({ 200: mutedWordListSchema }),
      },
    },
    async (request) => mutedWords(db, currentUser(request).id),
  );

  api.post(
    '/mutes',
    {
      config: signedIn,
      schema: {
        summary: 'Mutes a word or phrase: posts holding it leave your feed',
        description: `At most ${MUTED_WORDS_MAX}.`,
        body: mutedWordInputSchema,
        response: answers({ 201: mutedWordSchema }, 400, 409),
      },
    },
    async (request, reply) => {
      const muted = await muteWord(db, currentUser(request).id, request.body.phrase);
      if (muted === 'full') {
        throw new HttpError(400, `You can mute at most ${MUTED_WORDS_MAX} words or phrases`);
      }
      if (muted === 'duplicate') throw new HttpError(409, 'You have already muted this');
      return reply.code(201).send(muted);
    },
  );

  api.delete(
    '/mutes/:id',
    {
      config: signedIn,
      schema: {
        summary: 'Unmutes a word or phrase',
        params: mutedWordParams,
        response: answers({ 204: noContent }, 404),
      },
    },
    async (request, reply) => {
      if (!(await unmuteWord(db, currentUser(request).id, request.params.id))) {
        throw notFound('Muted word');
      }
      return reply.code(204).send(null);
    },
  );
}
