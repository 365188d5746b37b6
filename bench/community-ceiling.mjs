// The community ceiling server (bench/lib/ceiling-server.mjs), its own process: the same URLs as
// the app's community reads, each page built and mapped by the app's compiled query functions.
// Env: DATABASE_URL, SESSION_SECRET, PORT.

import { importApp } from './lib/app-code.mjs';
import { runCeiling } from './lib/ceiling-server.mjs';

const { feedPage } = await importApp('modules/community/feed.queries.js');
const { readerFacts } = await importApp('modules/community/reader-facts.js');
const { commentPage } = await importApp('modules/community/comments.queries.js');

/** The feed's query string with the contract's defaults, unvalidated. */
const feedOptions = (query) => ({
  limit: Number(query.get('limit') ?? 20),
  before: query.has('before') ? Number(query.get('before')) : undefined,
  q: query.get('q')?.trim() || undefined,
  sort: query.get('sort') ?? 'newest',
});

const routes = [
  {
    pattern: /^\/api\/announcements$/,
    handle: async ({ query, viewer, viewerId, db }) =>
      feedPage(db, {
        ...feedOptions(query),
        filter: 'all',
        viewerId,
        reader: viewer ? await readerFacts(db, viewer) : undefined,
      }),
  },
  {
    pattern: /^\/api\/announcements\/feed$/,
    user: true,
    handle: async ({ query, viewer, viewerId, db }) =>
      feedPage(db, {
        ...feedOptions(query),
        filter: query.get('filter') ?? 'all',
        viewerId,
        reader: await readerFacts(db, viewer),
      }),
  },
  {
    pattern: /^\/api\/announcements\/(\d+)\/comments$/,
    handle: ({ match, query, viewerId, db }) =>
      commentPage(
        db,
        { announcementId: Number(match[1]) },
        { page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10), viewerId },
      ),
  },
];

await runCeiling(routes);
