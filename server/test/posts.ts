import type { FastifyInstance } from 'fastify';
import type { Announcement, Comment } from '../../contracts/community.js';

export interface PostFields {
  title?: string;
  content?: string;
}

/** The multipart body the web client sends for a post, with an optional file. */
export function postForm(
  fields: PostFields = {},
  media?: { data: Buffer | Uint8Array; name?: string; type?: string },
): FormData {
  const form = new FormData();
  const values = { title: 'Sourdough day', content: 'Fresh loaves at noon', ...fields };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (media) {
    form.append(
      'media',
      new Blob([media.data], { type: media.type ?? 'application/octet-stream' }),
      media.name ?? 'upload',
    );
  }
  return form;
}

async function expectStatus<T>(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  what: string,
): Promise<T> {
  if (response.statusCode !== status) {
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

/** Posts an announcement through the API as the signed-in `cookie` and answers it. */
export async function createPost(
  app: FastifyInstance,
  cookie: string,
  fields: PostFields = {},
): Promise<Announcement> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/announcements',
    payload: postForm(fields),
    headers: { cookie },
  });
  return expectStatus<Announcement>(response, 201, 'posting');
}

/** Comments (or replies, with `parentId`) through the API and answers the comment. */
export async function createComment(
  app: FastifyInstance,
  cookie: string,
  announcementId: number,
  content: string,
  parentId?: number,
): Promise<Comment> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/announcements/${announcementId}/comments`,
    payload: { content, ...(parentId ? { parentId } : {}) },
    headers: { cookie },
  });
  return expectStatus<Comment>(response, 201, 'commenting');
}
