import type { FastifyRequest } from 'fastify';

/**
 * Starts an authenticated session under a fresh id (no session fixation: whatever id the browser
 * had before sign-in is discarded along with its data).
 */
export async function signIn(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.set('userId', userId);
}

/** Sign-in forms post url-encoded bodies; API clients post JSON. Each gets its own kind of answer. */
export function isFormPost(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
}
