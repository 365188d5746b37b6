import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Household, Invitation } from '../../contracts/households.js';
import type { SignedInUser } from './harness.js';

/** An invitation made by `inviter`, through the API. */
export async function invite(app: FastifyInstance, inviter: SignedInUser): Promise<Invitation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/household/invitations',
    headers: { cookie: inviter.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invitation>();
}

/** `joiner` accepts an invitation of `inviter`'s: they are one household afterwards. */
export async function joinHousehold(
  app: FastifyInstance,
  inviter: SignedInUser,
  joiner: SignedInUser,
): Promise<Household> {
  const { code } = await invite(app, inviter);
  const response = await app.inject({
    method: 'POST',
    url: `/api/household/invitations/${code}/accept`,
    headers: { cookie: joiner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Household>();
}

/** The caller's household as the API answers it. */
export async function householdOf(app: FastifyInstance, who: SignedInUser): Promise<Household> {
  const response = await app.inject({ url: '/api/household', headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Household>();
}
