import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../contracts/errors.js';
import { loginFailures, rateEvents, users } from './db/schema/index.js';
import { createTestApp, type SignedInUser, signUp, type TestApp } from './test/harness.js';
import {
  type GoodValues,
  type HostileRequest,
  hostileRequests,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from './test/hostile-requests.js';
import { createComment, createPost } from './test/posts.js';
import { createRecipe } from './test/recipes.js';
import { sessionCookieFor } from './test/sessions.js';

/**
 * Every operation of the API reference, signed in and signed out, against malformed ids, query
 * values, bodies, content types and multipart forms: no answer may be a 5xx, and every refusal
 * is the JSON error envelope (decision 035).
 */

/** The sign-in and password pages answer HTML, to browsers' GETs and form posts alike. */
const answersHtml = (operation: Operation) =>
  [
    '/api/login',
    '/api/register',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/auth/password-reset',
    '/api/auth/password-reset/confirm',
  ].includes(operation.path);

/** Deletes go last, so that the good ids stay good for the rest; signing out after them. */
const order = (operation: Operation) =>
  operation.path === '/api/logout' ? 2 : operation.method === 'DELETE' ? 1 : 0;

function problemOf(operation: Operation, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 300)}`;
  if (/\n\s+at |node_modules|SELECT |INSERT |UPDATE /.test(response.body)) {
    return `${status} leaks internals: ${response.body.slice(0, 300)}`;
  }
  if (status < 400) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && answersHtml(operation)) return undefined;
  if (!type.startsWith('application/json')) return `${status} answered ${type || 'no type'}`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} answered unreadable JSON: ${response.body.slice(0, 100)}`;
  }
  if (!errorBodySchema.safeParse(body).success) {
    return `${status} answered no error envelope: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}

describe('hostile input, to every route of the API reference', () => {
  let t: TestApp;
  let caller: SignedInUser;
  let cookie: string;
  let good: GoodValues;

  beforeAll(async () => {
    t = await createTestApp({ SIGNUPS_PER_HOUR: '1000000' });
    const { app, database } = t;
    const other = await signUp(app, { displayName: 'Other Cook', database });
    await database.db.update(users).set({ isPublic: true }).where(eq(users.id, other.id));
    caller = await signUp(app, { displayName: 'Hostile Tester', database });
    cookie = caller.cookie;
    // A recipe, a post and a comment of each: the other cook's have id 1, the caller's id 2.
    const made = [];
    for (const who of [other, caller]) {
      const recipe = await createRecipe(app, who.cookie, { isPublic: true });
      const post = await createPost(app, who.cookie);
      const comment = await createComment(app, who.cookie, post.id, 'A first comment');
      made.push([recipe.id, post.id, comment.id]);
    }
    expect(made).toEqual([
      [1, 1, 1],
      [2, 2, 2],
    ]);
    let emails = 0;
    good = {
      entityId: 2,
      userId: other.id,
      fields: {
        email: () => `hostile-${++emails}@example.com`,
        // A loopback address: the recipe import refuses it without fetching anything.
        url: 'http://127.0.0.1:9/recipe',
        servings: '4',
        ingredients: ['Salt'],
        instructions: ['Stir'],
        // Reports go to the other cook's post; replies to the caller's comment on their post.
        contentId: 1,
        reportedUserId: other.id,
        parentId: 2,
      },
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses malformed numeric ids and text, and finds no user behind an impossible id', async () => {
    const cursor = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    const notAnId = (label: string) => ({
      message: `${label} must be a whole number from 1 to 2147483647`,
    });
    const cases: [string, InjectOptions, number, object][] = [
      ['past integer', { url: '/api/recipes/2147483648' }, 400, notAnId('Recipe id')],
      ['before', { url: '/api/announcements?before=2147483648' }, 400, notAnId('before')],
      [
        'parentId',
        {
          method: 'POST',
          url: '/api/announcements/2/comments',
          payload: { content: 'Hello', parentId: 2147483648 },
        },
        400,
        notAnId('parentId'),
      ],
      ['NUL user', { url: '/api/users/%00/profile' }, 404, { message: 'User not found' }],
      [
        'long user id',
        { url: `/api/users/${'u'.repeat(256)}/recipes` },
        404,
        { message: 'User not found' },
      ],
      ['NUL following', { url: '/api/users/%00/following' }, 200, { following: false }],
      [
        'NUL follow',
        { method: 'POST', url: '/api/users/%0A/follow' },
        404,
        { message: 'User not found' },
      ],
      [
        'NUL reported user',
        {
          method: 'POST',
          url: '/api/reports',
          payload: { contentType: 'user', reportedUserId: 'a\u0000', reason: 'spam' },
        },
        404,
        { message: 'User not found' },
      ],
      [
        'NUL comment',
        { method: 'POST', url: '/api/announcements/2/comments', payload: { content: 'a\u0000b' } },
        400,
        { message: 'Comment contains an invalid character' },
      ],
      [
        'half an emoji',
        { method: 'POST', url: '/api/announcements/2/comments', payload: { content: '\ud83c!' } },
        400,
        { message: 'Comment contains an invalid character' },
      ],
      [
        'NUL search',
        { url: '/api/recipes?search=%00' },
        400,
        { message: 'Search contains an invalid character' },
      ],
      [
        'NUL in a cursor',
        { url: `/api/recipes?sort=title&cursor=${cursor(['title', '\u0000', 1])}` },
        400,
        { message: 'Invalid cursor: start from the first page' },
      ],
      [
        'cursor past integer',
        { url: `/api/recipes?cursor=${cursor(['newest', null, 2147483648])}` },
        400,
        { message: 'Invalid cursor: start from the first page' },
      ],
    ];
    for (const [label, options, status, body] of cases) {
      const response = await t.app.inject({ ...options, headers: { cookie } });
      expect([response.statusCode, response.json()], label).toEqual([
        status,
        expect.objectContaining(body),
      ]);
    }
    // A whole emoji is two UTF-16 halves that belong together: welcome.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/announcements/2/comments',
      payload: { content: 'Tomatoes 🍅' },
      headers: { cookie },
    });
    expect([emoji.statusCode, emoji.json().content]).toEqual([201, 'Tomatoes 🍅']);
  });

  it('answers every malformed request with a 4xx error envelope, never a 5xx', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    const operations = operationsOf(document).sort((a, b) => order(a) - order(b));
    const visited = new Set<string>();
    const problems: string[] = [];
    let sent = 0;

    const send = async (operation: Operation, request: HostileRequest, signedIn: boolean) => {
      const { label, ...options } = request;
      if (options.method !== 'GET') {
        // The abuse limits would soon answer 429 before the input is even read.
        await t.database.db.delete(rateEvents);
        await t.database.db.delete(loginFailures);
      }
      // A forged cookie goes first, the caller's after it: the server reads the first.
      const cookies = [options.headers?.cookie, signedIn ? cookie : undefined].filter(Boolean);
      const headers = {
        ...options.headers,
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      };
      const response = await t.app.inject({ ...options, headers });
      sent++;
      visited.add(`${operation.method} ${operation.path}`);
      const problem = problemOf(operation, response);
      const who = signedIn ? 'signed in' : 'signed out';
      if (problem)
        problems.push(`${operation.method} ${options.url} [${label}, ${who}]: ${problem}`);
      const replaced = response.cookies.some((c) => c.name === 'simmer.sid');
      if (signedIn && (replaced || operation.path === '/api/logout')) {
        cookie = await sessionCookieFor(t, caller.id);
      }
    };

    for (const operation of operations) {
      for (const request of hostileRequests(operation, good)) {
        await send(operation, request, false);
        // A signed-in event stream stays open by design, which an injected request would wait
        // for forever; its input is the Last-Event-ID (live-events.test.ts, over a real port).
        if (operation.path !== '/api/events') await send(operation, request, true);
      }
    }

    // The reference names every route the server answers (openapi.test.ts): all were attacked.
    const documented = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(documented.length).toBeGreaterThan(30);
    expect(visited.size).toBe(documented.length);
    expect(sent).toBeGreaterThan(operations.length * 20);
    expect(problems, problems.join('\n')).toEqual([]);
  }, 240_000);
});
