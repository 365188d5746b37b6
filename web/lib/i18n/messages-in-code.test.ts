import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compilePatterns, matchMessage, templateParts } from '../../../contracts/message-patterns';
import { readCatalogue } from '../../../scripts/texts-plugin.mjs';

const root = join(import.meta.dirname, '../../..');
const english = readCatalogue(join(root, 'locales'), 'en') as Record<string, string>;
const templates = Object.fromEntries(
  Object.entries(english).filter(([key]) => key.startsWith('messages.')),
);

// A hole in a message: `${…}` in the code, `{name}` in the catalogue.
const HOLE = '\u0000';

/** The ways a message is built: its literal parts with a HOLE where a value goes. */
type Shape = string;

function* sources(dir: string, skip: (path: string) => boolean): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) yield* sources(path, skip);
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$|\.d\.ts$/.test(entry.name)) yield path;
  }
}

const parsed = new Map<string, ts.SourceFile>();
function sourceFile(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(path, file);
  }
  return file;
}

/** The initializer of the constant `name` declared at the top of `file`, or imported into it. */
function constantOf(file: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
          return declaration.initializer;
        }
      }
    }
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('.') &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      for (const element of statement.importClause.namedBindings.elements) {
        if (element.name.text !== name) continue;
        const target = resolve(
          dirname(file.fileName),
          statement.moduleSpecifier.text.replace(/\.js$/, '.ts'),
        );
        const path = existsSync(target) ? target : `${target}.ts`;
        if (existsSync(path)) {
          return constantOf(sourceFile(path), (element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return undefined;
}

/**
 * The messages an expression may evaluate to, as shapes: literal text, template literals (each
 * `${…}` a hole), constants, and each branch of a condition. Anything else is a hole.
 */
function shapes(node: ts.Node, file: ts.SourceFile, depth = 0): Shape[] {
  if (depth > 8) return [HOLE];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    // Each `${…}` is a hole, unless it is a choice of texts (`${n === 1 ? 'minute' : 'minutes'}`).
    let made = [node.head.text];
    for (const span of node.templateSpans) {
      const values = shapes(span.expression, file, depth + 1);
      const parts = values.every((value) => value !== HOLE) ? values : [HOLE];
      made = made.flatMap((before) => parts.map((part) => before + part + span.literal.text));
    }
    return made;
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return shapes(node.expression, file, depth + 1);
  }
  if (ts.isConditionalExpression(node)) {
    return [...shapes(node.whenTrue, file, depth + 1), ...shapes(node.whenFalse, file, depth + 1)];
  }
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  ) {
    return [...shapes(node.left, file, depth + 1), ...shapes(node.right, file, depth + 1)];
  }
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
    if (!ts.isBlock(node.body)) return shapes(node.body, file, depth + 1);
    const found: Shape[] = [];
    const visit = (child: ts.Node) => {
      if (ts.isReturnStatement(child) && child.expression) {
        found.push(...shapes(child.expression, file, depth + 1));
      } else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
    };
    ts.forEachChild(node.body, visit);
    return found;
  }
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    ts.isIdentifier(node.name)
  ) {
    // A message kept in a table of them: `ERRORS.noRecipe`.
    let table = constantOf(file, node.expression.text);
    while (table && (ts.isAsExpression(table) || ts.isSatisfiesExpression(table))) {
      table = table.expression;
    }
    const entry =
      table && ts.isObjectLiteralExpression(table)
        ? table.properties.find(
            (property): property is ts.PropertyAssignment =>
              ts.isPropertyAssignment(property) && property.name.getText() === node.name.text,
          )
        : undefined;
    return entry ? shapes(entry.initializer, file, depth + 1) : [HOLE];
  }
  if (ts.isIdentifier(node)) {
    const value = constantOf(file, node.text);
    return value ? shapes(value, file, depth + 1) : [HOLE];
  }
  return [HOLE];
}

/** zod's checks whose string arguments (after the first, for these) are messages. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'nonempty',
  'refine',
  'email',
  'url',
  'uuid',
  'startsWith',
  'endsWith',
  'includes',
]);
const TAKES_TEXT_FIRST = new Set(['startsWith', 'endsWith', 'includes']);

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** A message found in the code: where, and its shape. */
interface Found {
  where: string;
  shape: Shape;
}

function messagesIn(path: string, side: 'contracts' | 'server'): Found[] {
  const file = sourceFile(path);
  const found: Found[] = [];
  const add = (node: ts.Node, expression: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    for (const shape of shapes(expression, file)) {
      // A message wholly made elsewhere (a variable passed on) is found where it is made.
      if (shape.replaceAll(HOLE, '').trim() === '') continue;
      found.push({ where: `${relative(root, path)}:${line}`, shape });
    }
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      (node.name.text === 'message' || (side === 'contracts' && node.name.text === 'error'))
    ) {
      add(node, node.initializer);
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (side === 'contracts' && name && ZOD_CHECKS.has(name)) {
        args.forEach((arg, index) => {
          if (index === 0 && TAKES_TEXT_FIRST.has(name)) return;
          if (ts.isObjectLiteralExpression(arg)) return;
          if (shapes(arg, file).some((shape) => shape !== HOLE)) add(node, arg);
        });
      }
      if (side === 'server') {
        if (name === 'HttpError' && args[1]) add(node, args[1]);
        if (name === 'errorBody' && args[1]) add(node, args[1]);
        // A route's own `fail(status, message)`, which answers JSON or draws its form's page.
        if (name === 'fail' && args[1]) add(node, args[1]);
        if (name === 'tooManyRequests' && args[0]) add(node, args[0]);
        if (name === 'notFound' && args[0]) {
          for (const what of shapes(args[0], file)) {
            const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
            found.push({ where: `${relative(root, path)}:${line}`, shape: `${what} not found` });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message the API and the shared schemas produce, as written in their code. */
function messagesInCode(): Found[] {
  const contracts = readdirSync(join(root, 'contracts'))
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
    .filter((name) => name !== 'message-patterns.ts')
    .map((name) => join(root, 'contracts', name));
  // The settings' complaints are the operator's, at startup, never an answer.
  const server = [
    ...sources(join(root, 'server'), (path) => /[/\\](test|i18n|config\.ts)$/.test(path)),
  ];
  return [
    ...contracts.flatMap((path) => messagesIn(path, 'contracts')),
    ...server.flatMap((path) => messagesIn(path, 'server')),
  ];
}

/** Whether a set of templates has one for each message shape. */
function coverage(known: Record<string, string>): (shape: Shape) => boolean {
  const patterns = compilePatterns(known);
  const shapesKnown = new Set(
    Object.values(known).map((template) => templateParts(template).texts.join(HOLE)),
  );
  return (shape) =>
    shapesKnown.has(shape) || (!shape.includes(HOLE) && matchMessage(patterns, shape) !== null);
}
const covered = coverage(templates);

describe('the messages the API and the shared schemas produce', () => {
  const found = messagesInCode();

  it('are found in the code', () => {
    expect(found.length).toBeGreaterThan(100);
    expect(found.map(({ shape }) => shape)).toContain(`Photo is too large (max ${HOLE} MB)`);
  });

  it('each have a template in the `messages` texts, so the web client shows them translated', () => {
    const missing = found
      .filter(({ shape }) => !covered(shape))
      .map(({ where, shape }) => `${where}: ${shape.replaceAll(HOLE, '{…}')}`);
    expect(missing).toEqual([]);
  });

  it('are missed when their template is gone', () => {
    const { 'messages.photoTooLarge': _gone, ...fewer } = templates;
    const stillCovered = coverage(fewer);
    expect(stillCovered(`Photo is too large (max ${HOLE} MB)`)).toBe(false);
    expect(stillCovered('Recipe not found')).toBe(true);
  });
});
