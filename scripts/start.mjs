// `npm start`: build whatever part changed since its last build (usually nothing, in well under a
// second), then run the server in this very process, so signals reach it directly and SIGTERM
// ends in the server's own graceful shutdown (decision 013).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(`simmer: ${error.message}; not starting, so stale code is never served`);
  process.exit(1);
}
await import(pathToFileURL(join(root, 'dist', 'node', 'bundle', 'main.js')).href);
