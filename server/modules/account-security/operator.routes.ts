import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetRequestSchema } from '../../../contracts/account-security.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { answers } from '../../plugins/api-docs.js';
import { makeResetLink } from './reset-link.js';

/** The header `npm run reset-link` proves itself with. */
export const OPERATOR_KEY_HEADER = 'x-simmer-operator-key';

/**
 * What only whoever runs the server can know: a key derived from the session secret, which lives
 * in DATA_DIR (or SESSION_SECRET). The command line computes it from the same configuration.
 */
export const operatorKey = (config: Config) =>
  createHmac('sha256', config.sessionSecret).update('simmer operator key').digest('hex');

function isOperator(config: Config, offered: unknown): boolean {
  if (typeof offered !== 'string') return false;
  const expected = Buffer.from(operatorKey(config));
  const given = Buffer.from(offered);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The operator's way to a reset link without mail (`npm run reset-link -- EMAIL`), through the
 * running server: the embedded database can only be opened by one process. Anyone without the
 * key is told the route does not exist.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/operator/reset-link',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A password reset link for a local account (the operator’s command line)',
        description: `Needs the \`${OPERATOR_KEY_HEADER}\` header; without it, or for an address without a local account, 404.`,
        body: passwordResetRequestSchema,
        response: answers({ 200: z.object({ link: z.string() }) }, 404),
      },
    },
    async (request) => {
      if (!isOperator(config, request.headers[OPERATOR_KEY_HEADER])) {
        throw notFound(`Route POST ${request.url}`);
      }
      const link = await makeResetLink(db, config, request.body.email);
      if (!link) throw notFound('Account');
      return { link };
    },
  );
}
