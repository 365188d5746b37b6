import { describe, expect, it } from 'vitest';
import { makeItem, makeList } from '@/test/shopping';
import { findAddedLine, viewOf, withItem, withoutItem } from './apply-changes';
import type { Change } from './outbox';

const CLIENT_ID = '3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60';
const AT = '2025-03-05T12:00:00.000Z';
const base = makeList({
  items: [
    makeItem({ id: 1, text: '2 onions', item: 'onions', aisle: 'produce' }),
    makeItem({ id: 2, text: 'milk', aisle: 'dairy and eggs', checked: true }),
  ],
});
const texts = (changes: Change[], aliases = {}) =>
  viewOf(base, changes, aliases, AT).lines.map(
    ({ text, checked }) => `${text}${checked ? ' ✓' : ''}`,
  );

describe('the list as the cook sees it', () => {
  it('is the server answer when nothing waits to be sent', () => {
    const view = viewOf(base, [], {}, AT);
    expect(view.lines.map((line) => [line.ref, line.local])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(view).toMatchObject({ id: 5, name: 'Groceries', aisles: base.aisles });
  });

  it('shows a line typed here at once, read as the server would read it', () => {
    const [, , added] = viewOf(
      base,
      [{ kind: 'add', text: '500 g flour', clientId: CLIENT_ID }],
      {},
      AT,
    ).lines;
    expect(added).toMatchObject({
      ref: CLIENT_ID,
      local: true,
      text: '500 g flour',
      quantity: 500,
      unit: 'g',
      item: 'flour',
      aisle: 'pantry',
      checked: false,
    });
  });

  it('applies ticks, edits, moves and deletes in the order they were made', () => {
    const changes: Change[] = [
      { kind: 'edit', line: 1, fields: { checked: true }, editedAt: AT },
      { kind: 'edit', line: 1, fields: { checked: false }, editedAt: AT },
      { kind: 'edit', line: 1, fields: { text: '3 onions' }, editedAt: AT },
      { kind: 'edit', line: 2, fields: { aisle: 'drinks' }, editedAt: AT },
    ];
    const view = viewOf(base, changes, {}, AT);
    expect(view.lines.map(({ text, checked, aisle }) => [text, checked, aisle])).toEqual([
      ['3 onions', false, 'produce'],
      ['milk', true, 'drinks'],
    ]);
    expect(texts([{ kind: 'delete', line: 1 }])).toEqual(['milk ✓']);
  });

  it('ticks and deletes a line added here by its clientId, before it was sent', () => {
    const add: Change = { kind: 'add', text: 'eggs', clientId: CLIENT_ID };
    const tick: Change = { kind: 'edit', line: CLIENT_ID, fields: { checked: true }, editedAt: AT };
    expect(texts([add, tick])).toEqual(['2 onions', 'milk ✓', 'eggs ✓']);
    expect(texts([add, tick, { kind: 'delete', line: CLIENT_ID }])).toEqual(['2 onions', 'milk ✓']);
  });

  it('finds a line added here in the server answer by the id it became', () => {
    const tick: Change = { kind: 'edit', line: CLIENT_ID, fields: { checked: true }, editedAt: AT };
    expect(texts([tick], { [CLIENT_ID]: 1 })).toEqual(['2 onions ✓', 'milk ✓']);
    expect(texts([tick])).toEqual(['2 onions', 'milk ✓']);
  });

  it('clears the checked lines, those ticked here included', () => {
    const tick: Change = { kind: 'edit', line: 1, fields: { checked: true }, editedAt: AT };
    expect(texts([tick, { kind: 'clear-checked' }])).toEqual([]);
    expect(
      texts([{ kind: 'clear-checked' }, { kind: 'add', text: 'eggs', clientId: CLIENT_ID }]),
    ).toEqual(['2 onions', 'eggs']);
  });
});

describe('folding the server answers in', () => {
  it('finds the line a typed text went into, the latest written with it', () => {
    const answer = makeList({
      items: [
        makeItem({
          id: 1,
          text: '250 g butter',
          written: ['200 g butter', '50 g butter'],
          updatedAt: '2025-03-05T12:01:00.000Z',
        }),
        makeItem({ id: 2, text: '50 g butter', written: ['50 g butter'], checked: true }),
        makeItem({ id: 3, text: 'milk' }),
      ],
    });
    expect(findAddedLine(answer, ' 50 g butter ')).toBe(1);
    expect(findAddedLine(answer, 'bread')).toBeUndefined();
  });

  it('puts an edited line in its place, and drops one the server joined to another', () => {
    const edited = makeItem({ id: 1, text: '3 onions', item: 'onions', aisle: 'produce' });
    expect(withItem(base, 1, edited).items.map((item) => item.text)).toEqual(['3 onions', 'milk']);
    const joined = makeItem({ id: 2, text: '2 l milk' });
    expect(withItem(base, 1, joined).items.map((item) => item.text)).toEqual(['2 l milk']);
    expect(withoutItem(base, 2).items.map((item) => item.id)).toEqual([1]);
  });
});
