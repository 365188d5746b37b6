import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const webDir = join(import.meta.dirname, '../..');

/** Attributes a person reads or hears: their text must come from the catalogue. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint']);

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
  it('come from the catalogue (decision 049)', () => {
    const left = [...components(webDir)].flatMap((path) =>
      textsIn(path).map((text) => `${relative(webDir, path)}: ${text}`),
    );
    expect(left).toEqual([]);
  });
});
