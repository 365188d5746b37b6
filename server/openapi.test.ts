import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCodeSchema } from '../contracts/errors.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createTestDatabase, type TestDatabase } from './test/harness.js';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/** `/api/recipes/:id` as OpenAPI writes it: `/api/recipes/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API reference', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-openapi-'));
  const routes: RouteOptions[] = [];
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    app = await buildApp({
      config,
      database,
      webRoot: join(dataDir, 'no-web-client'),
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const document = async (): Promise<Document> => {
    const response = await app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return response.json();
  };

  it('is OpenAPI 3.1 and names every route the server answers', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe('3.1.0');
    const served = routes
      // The reference's own pages, and the web client's files, are not the API.
      .filter(({ url }) => /^\/(api|uploads)\//.test(url) && !/^\/api\/(docs|openapi)/.test(url))
      .flatMap(({ url, method }) =>
        [method].flat().map((verb) => `${verb.toLowerCase()} ${openApiPath(url)}`),
      )
      .filter((operation) => !operation.startsWith('head '));
    const documented = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((verb) => `${verb} ${path}`),
    );
    expect(served.length).toBeGreaterThan(30);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
  });

  it('says for each operation who may call it, what it takes and what it answers', async () => {
    const { paths } = await document();
    const recipe = paths['/api/recipes/{id}'];
    expect(recipe?.get).toMatchObject({
      tags: ['recipes'],
      summary: expect.any(String),
      security: [{ session: [] }],
      parameters: [expect.objectContaining({ in: 'path', name: 'id', required: true })],
    });
    expect(Object.keys(recipe?.get?.responses as object).sort()).toEqual(['200', '401', '404']);
    // A multipart form from the contract's fields, and its file.
    const created = paths['/api/recipes']?.post?.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown> } }>;
    };
    expect(Object.keys(created.content['multipart/form-data']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'ingredients', 'instructions', 'image']),
    );
    // Public reads say so, and carry no security requirement.
    expect(paths['/api/announcements']?.get?.security).toBeUndefined();
    expect(paths['/api/announcements']?.get?.description).toContain('Anyone');
    // Posting needs a display name: its 403 is there.
    expect(Object.keys(paths['/api/announcements']?.post?.responses as object)).toContain('403');
  });

  it('describes every error answer with the contract’s schema, its codes listed', async () => {
    const { paths } = await document();
    type Responses = Record<string, { content: Record<string, { schema: unknown }> }>;
    const responses = (paths['/api/announcements']?.post?.responses ?? {}) as Responses;
    const errorSchema = (status: string) => responses[status]?.content['application/json']?.schema;
    const documented = {
      properties: {
        code: { enum: errorCodeSchema.options },
        issues: { items: { required: ['path', 'message'] } },
      },
    };
    // The guard's refusal, and a status the route gives itself.
    expect(errorSchema('401')).toMatchObject(documented);
    expect(errorSchema('413')).toMatchObject(documented);
  });

  it('is readable at /api/docs, assets served from here', async () => {
    const page = await app.inject({ url: '/api/docs' });
    const html =
      page.statusCode === 302 ? await app.inject({ url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    const assets = [...html.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      ([, href = '']) => new URL(href, 'http://simmer.test/api/docs/').pathname,
    );
    expect(assets.length).toBeGreaterThan(1);
    for (const url of assets) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('answers and their documented schemas', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'simmer-answers-'));
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** An app with one route whose answer is not what its schema says. */
  const withDrift = async (env: 'test' | 'production') => {
    const config = loadConfig({ NODE_ENV: env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database, webRoot: join(dataDir, 'web') });
    app.get(
      '/drift',
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: 'seven', extra: true }),
    );
    return app;
  };

  it('outside production, an answer unlike its schema fails loudly', async () => {
    const app = await withDrift('test');
    const response = await app.inject({ url: '/drift' });
    expect(response.statusCode).toBe(500);
    await app.close();
  });

  it('in production, an answer goes out as the route gave it, unchecked', async () => {
    const app = await withDrift('production');
    const response = await app.inject({ url: '/drift' });
    expect([response.statusCode, response.json()]).toEqual([200, { count: 'seven', extra: true }]);
    await app.close();
  });
});
