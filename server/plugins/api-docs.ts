import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../contracts/errors.js';
import type { Access } from './access.js';

/**
 * A body a route reads itself, for the reference: its fields as the contract's schema that
 * checks them; with `file`, a multipart form (media-service.ts) with that one file field, else
 * JSON or a urlencoded form (the sign-in pages post forms and answer with a page).
 */
export interface BodyDoc {
  fields: z.ZodObject;
  file?: { name: string; description: string };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documents a body that Fastify does not validate itself (api-docs.ts). */
    body?: BodyDoc;
  }
}

/**
 * A route's answers, for the reference: its successful ones, and the error statuses it gives
 * besides 400 for a payload that fails its schema and the access guard's 401/403 (added for every
 * route). Outside production each answer is checked against its schema before it goes out
 * (app.ts), so the reference cannot claim what the server does not send.
 */
export function answers<T extends Record<number, z.ZodType>, E extends number = never>(
  ok: T,
  ...errors: E[]
) {
  return {
    ...ok,
    ...Object.fromEntries(errors.map((status) => [status, errorBodySchema])),
  } as T & Record<E, typeof errorBodySchema>;
}

/** An answer without a body (204). */
export const noContent = z.null().describe('No content');

/** The session cookie every non-public route needs (plugins/session.ts). */
const SESSION = 'session';

const WHO: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  user: 'A signed-in user (401 otherwise).',
  displayName: 'A signed-in user with a display name (401, or 403 "Display name required").',
  moderator: 'A moderator or an administrator (404 for anyone else, as for an unknown route).',
  admin: 'An administrator (404 for anyone else, as for an unknown route).',
};

/**
 * The request body of a route that reads its own, from the contract's schema, in the terms
 * @fastify/swagger writes a request body from: a schema and the media types it comes as.
 */
function requestBody({ fields, file }: BodyDoc) {
  const schema = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  if (!file) {
    return { body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] };
  }
  const binary = { type: 'string', format: 'binary', description: file.description };
  return {
    body: { ...schema, properties: { ...schema.properties, [file.name]: binary } },
    consumes: ['multipart/form-data'],
  };
}

/** The reference's sections, by an address's first segment. */
const TAGS: Record<string, string> = {
  login: 'sign-in',
  register: 'sign-in',
  logout: 'sign-in',
  callback: 'sign-in',
  auth: 'account',
  recipes: 'recipes',
  cooked: 'recipes',
  cookbooks: 'recipes',
  tags: 'recipes',
  announcements: 'community',
  comments: 'community',
  users: 'profiles',
  reports: 'reports',
  health: 'server',
  'app-config': 'server',
  uploads: 'media',
};
const tagOf = (url: string) => {
  const [first = '', second = ''] = url.split('/').filter(Boolean);
  return TAGS[first === 'api' ? second : first] ?? 'server';
};

/** The access guard's refusals (plugins/access.ts), as the reference shows them. */
function guardAnswers(access: Access) {
  const refusal = (description: string) => ({
    description,
    content: { 'application/json': { schema: z.toJSONSchema(errorBodySchema) } },
  });
  return {
    401: refusal('Not signed in: `{"message":"Unauthorized"}`'),
    ...(access === 'displayName'
      ? { 403: refusal('No display name: `{"message":"Display name required"}`') }
      : {}),
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { config?: { access?: Access; body?: BodyDoc } };
};

/**
 * The OpenAPI 3.1 document of every route (decision 026), generated from the zod schemas the routes
 * validate with (fastify-type-provider-zod), so it cannot drift from them; served at
 * /api/openapi.json and read at /api/docs. Each operation says who may call it (the route's
 * `access`, with the guard's refusals), is tagged by its first path segment, and describes a
 * body the route reads itself from the contract schema it checks it with.
 */
export async function installApiDocs(app: FastifyInstance, version: string): Promise<void> {
  const swagger = (await import('@fastify/swagger')).default;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Simmer API',
        version,
        description:
          'Recipes, the community feed, profiles and reports. Errors are JSON ' +
          '`{"message", "code"?, "issues"?}`; writes from another origin are refused.',
      },
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'simmer.sid',
            description: 'Set by POST /api/login or /api/register (or the OpenID sign-in).',
          },
        },
      },
    },
    transform: (input) => {
      const { schema: given, url } = jsonSchemaTransform(input);
      const schema = given ?? {};
      if (schema.hide) return { schema, url };
      const { access = 'public', body } = (input as TransformInput).route.config ?? {};
      const documented: Record<string, unknown> = {
        ...schema,
        tags: [tagOf(url)],
        description: [schema.description, `Who: ${WHO[access]}`].filter(Boolean).join('\n\n'),
      };
      if (access !== 'public') {
        documented.security = [{ [SESSION]: [] }];
        documented.response = { ...guardAnswers(access), ...(schema.response as object) };
      }
      if (body) Object.assign(documented, requestBody(body));
      return { schema: documented as typeof schema, url };
    },
    transformObject: jsonSchemaTransformObject,
  });
}

/** GET /api/openapi.json, and the reference page at /api/docs (Swagger UI, served from here). */
export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  const swaggerUi = (await import('@fastify/swagger-ui')).default;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its inline script is allowed by its hash, nothing else inline but style attributes,
    // which Swagger UI sets as it draws (as the app's own CSP allows them).
    staticCSP: true,
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    uiConfig: { deepLinking: true },
  });
}
