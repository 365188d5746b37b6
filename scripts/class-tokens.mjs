// Every word the web client writes in a string (its class names among them), for the class-merge
// table (web/lib/class-groups.ts, decision 051) and the test that holds it to tailwind-merge's own.
// Classes are only ever written whole in this code base: none is pieced together at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The table itself: its strings are group names and the names it keeps, not classes used. */
const TABLE = 'class-groups.ts';

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') yield* sourceFiles(path);
    } else if (
      /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      entry.name !== TABLE
    ) {
      yield path;
    }
  }
}

/** The distinct whitespace-separated words of every string and template part under `dir`. */
export function stringWords(dir) {
  const words = new Set();
  for (const path of sourceFiles(dir)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/\s+/)) if (word) words.add(word);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...words].sort();
}
