import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** A form's fields, or a JSON body's: what the sign-in and password routes read either way. */
export type Fields = Record<string, unknown>;
export const fieldsOf = (request: FastifyRequest): Fields =>
  request.body && typeof request.body === 'object' ? (request.body as Fields) : {};
/** A field as typed, to show again on the page; nothing when it is not text. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One of the server's own pages (sign-in, password), never kept by a cache. */
export function sendPage(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}
