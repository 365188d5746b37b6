// The two commands the README opens with, read from the README itself so that CI runs exactly
// what a newcomer types and the two can never drift apart.
//   node .ci/readme-commands.mjs start   → npm install && npm start
//   node .ci/readme-commands.mjs test    → npm test
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The lines of the README's first fenced block, without their trailing `# comment`. */
export function readmeCommands(readme = readFileSync(join(root, 'README.md'), 'utf8')) {
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no fenced code block with the commands');
  const lines = block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
  const [start, test] = lines;
  if (!start?.includes('npm start')) {
    throw new Error(`README's first command does not run npm start: "${start ?? ''}"`);
  }
  if (!test?.includes('npm test')) {
    throw new Error(`README's second command does not run npm test: "${test ?? ''}"`);
  }
  return { start, test, startOnly: start.split('&&').at(-1).trim() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const which = process.argv[2];
  const commands = readmeCommands();
  if (!(which in commands)) {
    console.error('usage: node .ci/readme-commands.mjs start|test|startOnly');
    process.exit(2);
  }
  console.log(commands[which]);
}
