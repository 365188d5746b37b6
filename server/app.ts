import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { USER_ID_MAX } from '../contracts/ids.js';
import { themeBootScript } from '../contracts/theme-script.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { routeNotFoundMessage } from './http-errors.js';
import { accountDeletionRoutes } from './modules/account-security/account-deletion.routes.js';
import { accountSecurityRoutes } from './modules/account-security/account-security.routes.js';
import { appConfigRoutes } from './modules/app-config/app-config.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { blockRoutes } from './modules/blocks/blocks.routes.js';
import { announcementRoutes } from './modules/community/announcements.routes.js';
import { commentRoutes } from './modules/community/comments.routes.js';
import { likeRoutes } from './modules/community/likes.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { calendarRoutes } from './modules/households/calendar.routes.js';
import { householdRoutes } from './modules/households/households.routes.js';
import { mealPlanRoutes } from './modules/households/meal-plan.routes.js';
import { shoppingItemRoutes } from './modules/households/shopping-items.routes.js';
import { shoppingListRoutes } from './modules/households/shopping-lists.routes.js';
import { liveEventRoutes } from './modules/live/events.routes.js';
import { serveUploads } from './modules/media/media.routes.js';
import { createMediaServiceFor } from './modules/media/media-service.js';
import { createStorage } from './modules/media/storage.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { portabilityRoutes } from './modules/portability/portability.routes.js';
import { recipeImportRoutes } from './modules/recipe-import/recipe-import.routes.js';
import { cookbookRecipeRoutes } from './modules/recipes/cookbook-recipes.routes.js';
import { cookbookRoutes } from './modules/recipes/cookbooks.routes.js';
import { cookingLogRoutes } from './modules/recipes/cooking-log.routes.js';
import { recipeBulkRoutes } from './modules/recipes/recipe-bulk.routes.js';
import { recipeRoutes } from './modules/recipes/recipes.routes.js';
import { tagRoutes } from './modules/recipes/tags.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { accountRoutes } from './modules/users/account.routes.js';
import { profileRoutes } from './modules/users/profile.routes.js';
import { projectRoot } from './paths.js';
import { installAccessGuards } from './plugins/access.js';
import { installApiDocs, serveApiDocs } from './plugins/api-docs.js';
import { installBodyIdleTimeout } from './plugins/body-timeout.js';
import { installErrorHandler } from './plugins/errors.js';
import { installMultipart } from './plugins/multipart.js';
import { installSameOriginGuard } from './plugins/same-origin.js';
import { installSessions } from './plugins/session.js';
import { serveWebClient } from './web-client.js';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the built web client lives; tests point it elsewhere or nowhere. */
  webRoot?: string;
  /** Told of every route as it is added (a test lists them against the API reference). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * The one inline script the CSP allows, by its hash: the theme script in the head of index.html and
 * of the sign-in pages (contracts/theme-script.ts). Any other inline script stays blocked.
 */
const themeScriptSource = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

const appVersion = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/**
 * A route's `response` schemas document its answers (plugins/api-docs.ts); they do not reshape
 * them: an answer goes out as the handler gave it. Outside production it is first checked
 * against its schema, so that every API test fails where the reference and the server differ.
 */
function answerSerializer(check: boolean) {
  return ({ schema, url, httpStatus }: { schema: ZodType; url: string; httpStatus: string }) =>
    (data: unknown) => {
      if (check) {
        const result = schema.safeParse(data);
        if (!result.success) {
          throw new Error(
            `${url} answered ${httpStatus} unlike its documented schema: ${result.error.message}`,
          );
        }
      }
      return JSON.stringify(data);
    };
}

/** Fastify types these factories after Ajv's and fast-json-stringify's; ours are zod's. */
const zodCompilers = (checkAnswers: boolean) =>
  ({
    buildValidator: () => validatorCompiler,
    buildSerializer: () => answerSerializer(checkAnswers),
  }) as unknown as CompilersFactory;

function logger(config: Config): FastifyServerOptions['logger'] {
  const redact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];
  if (config.env === 'development') {
    return { level: config.logLevel, redact, transport: { target: 'pino-pretty' } };
  }
  return { level: config.logLevel, redact };
}

/**
 * An address the router cannot decode (`/api/recipes/%F0`) is answered like any other error,
 * without Fastify's internal code, which is none of the API's (decision 034).
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  void reply.code(error.statusCode ?? 400).send({ message: error.message });
}

export async function buildApp({
  config,
  database,
  webRoot,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger(config),
    // Behind an https PUBLIC_URL a TLS-terminating proxy is assumed: trust its forwarded headers.
    trustProxy: config.secureCookies,
    return503OnClosing: true,
    // The whole of a request must arrive within this (30 minutes: 100 MB at 0.5 Mbit/s); a body
    // that stops arriving is cut off sooner (plugins/body-timeout.ts).
    requestTimeout: config.requestTimeoutMs,
    forceCloseConnections: 'idle',
    // A user id in a path may be 255 characters (an OpenID subject), each up to three once
    // percent-encoded; Fastify's default of 100 answered 414 for a long one (decision 035).
    routerOptions: { maxParamLength: USER_ID_MAX * 3 },
    frameworkErrors: answerFrameworkError,
    // Every schema is zod: given as factories (not set afterwards), the compilers stop Fastify from
    // loading Ajv and fast-json-stringify at all, ~100 ms of a start-up that must answer within 3 s
    // (decision 013).
    schemaController: { compilersFactory: zodCompilers(config.env !== 'production') },
  });
  installErrorHandler(app);
  installBodyIdleTimeout(app, config.bodyIdleTimeoutMs);
  if (onRoute) app.addHook('onRoute', onRoute);

  await app.register(helmet, {
    hsts: config.secureCookies,
    // Helmet's default `no-referrer` makes browsers send `Origin: null` on form posts, which the
    // same-origin guard must refuse; this policy keeps the real origin on same-origin requests.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", themeScriptSource],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:', 'https:'],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
  });
  installSameOriginGuard(app, config.publicUrl);
  // Before any route, so that the reference sees them all.
  await installApiDocs(app, appVersion);
  const storage = createStorage(config);
  const media = createMediaServiceFor(config, storage, (error, key) =>
    app.log.warn({ err: error, key }, 'the copies of a stored photo could not be made'),
  );
  // Copies still waiting to be made are left for their first request (photo-copies.ts).
  app.addHook('onClose', () => media.close());

  await app.register(
    async (api) => {
      // JSON answers above 1 KB go out as Brotli or gzip, whichever the browser accepts (a page
      // of 24 recipe cards is ~8 KB raw, ~1.5 KB compressed). Request bodies are never inflated.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      await api.register(formbody);
      await installMultipart(api);
      await installSessions(api, config, database.db);
      installAccessGuards(api);
      // API answers are per-user: never let a shared cache keep them.
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      api.setNotFoundHandler((request, reply) =>
        reply.code(404).send({ message: routeNotFoundMessage(request.method, request.url) }),
      );

      const deps = { config, db: database.db };
      await api.register(healthRoutes, { database });
      await api.register(appConfigRoutes, { config });
      await api.register(authRoutes, deps);
      await api.register(accountSecurityRoutes, deps);
      await api.register(accountDeletionRoutes, { ...deps, media });
      await api.register(recipeRoutes, { ...deps, media });
      await api.register(tagRoutes, deps);
      await api.register(cookingLogRoutes, deps);
      await api.register(cookbookRoutes, deps);
      await api.register(cookbookRecipeRoutes, deps);
      await api.register(recipeBulkRoutes, { ...deps, media });
      await api.register(recipeImportRoutes, { ...deps, media });
      await api.register(accountRoutes, { ...deps, media });
      await api.register(reportRoutes, deps);
      await api.register(moderationRoutes, deps);
      // COMMUNITY=off: the feed, comments, likes, follows and public profiles are no routes at
      // all (404 like any unknown one); nothing of theirs is deleted.
      if (config.community) {
        await api.register(profileRoutes, deps);
        await api.register(announcementRoutes, { ...deps, media });
        await api.register(commentRoutes, deps);
        await api.register(likeRoutes, deps);
        await api.register(blockRoutes, deps);
      }
      await api.register(notificationRoutes, deps);
      await api.register(portabilityRoutes, { ...deps, media, storage });
      await api.register(householdRoutes, deps);
      await api.register(mealPlanRoutes, deps);
      await api.register(calendarRoutes, deps);
      await api.register(shoppingListRoutes, deps);
      await api.register(shoppingItemRoutes, deps);
      await api.register(liveEventRoutes, { database, community: config.community });
    },
    { prefix: '/api' },
  );

  // The address a reset link mails is short and stable; its page is drawn by the API (decision 043).
  app.get('/reset', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/api/reset-password${query < 0 ? '' : request.url.slice(query)}`);
  });
  await serveApiDocs(app);
  await serveUploads(app, { config, media });
  await serveWebClient(app, webRoot, { community: config.community });
  return app;
}
