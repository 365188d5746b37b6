// The app's own compiled code (dist/node/server, built by ensureBuilt()), for the bench pieces
// that must do exactly what the app does: its migrations, its query builders, its session SQL.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/build.mjs';

/** Imports `dist/node/server/<path>`, e.g. 'modules/community/feed.queries.js'. */
export const importApp = (path) =>
  import(pathToFileURL(join(root, 'dist', 'node', 'server', path)).href);
