import type { FastifyInstance } from 'fastify';

/** Makes the signed-in `cookie`'s profile public, as Account Settings does, so others can open it. */
export async function makeProfilePublic(app: FastifyInstance, cookie: string): Promise<void> {
  const form = new FormData();
  form.append('isPublic', 'true');
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    payload: form,
    headers: { cookie },
  });
  if (response.statusCode !== 200) {
    throw new Error(`making the profile public failed: ${response.statusCode} ${response.body}`);
  }
}
