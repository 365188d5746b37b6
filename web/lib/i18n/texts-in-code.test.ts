import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '../..');

/** Attributes a person reads or hears: their text must come from the catalogue. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint']);

/**
 * Components not yet moved to the catalogue (decision 049): the list only shrinks, and the test
 * fails on a text in any other component, and on a file of this list that has none left.
 */
const NOT_YET = new Set(
  readFileSync(join(import.meta.dirname, 'not-yet-translated.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

function* components(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') yield* components(path);
    } else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) {
      yield path;
    }
  }
}

/** The texts written into a component's JSX: text between tags, and read attributes. */
function textsIn(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const words = /\p{L}{2,}/u;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      words.test(node.initializer.text)
    ) {
      found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('texts in components', () => {
  const files = [...components(webDir)].map((path) => [relative(webDir, path), path] as const);

  it('come from the catalogue, outside the components not yet moved to it', () => {
    const left = files
      .filter(([name]) => !NOT_YET.has(name))
      .flatMap(([name, path]) => textsIn(path).map((text) => `${name}: ${text}`));
    expect(left).toEqual([]);
  });

  it('lists only components that still hold texts', () => {
    const done = files.filter(([name, path]) => NOT_YET.has(name) && textsIn(path).length === 0);
    expect(done.map(([name]) => name)).toEqual([]);
  });
});
