// `npm run reset-link -- EMAIL`: builds the server if it changed, then asks the running server for
// a password reset link (server/reset-link-command.ts).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './build.mjs';

try {
  ensureBuilt();
} catch (error) {
  console.error(`simmer: ${error.message}`);
  process.exit(1);
}
const command = join(root, 'dist', 'node', 'server', 'reset-link-command.js');
const { resetLinkCommand } = await import(pathToFileURL(command).href);
process.exitCode = await resetLinkCommand(process.argv.slice(2));
