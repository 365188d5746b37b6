import type { Aisle } from '@contracts/shopping-lists';
import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import { makeItem, makeList } from '@/test/shopping';
import { viewOf } from './apply-changes';
import { AISLE_TEXTS, groupLines } from './list-groups';

/** An aisle's heading in English, as the tests' setup loads the texts. */
const heading = (aisle: Aisle) => browserTexts._(`shopping.${AISLE_TEXTS[aisle]}`);

const SHOP: Aisle[] = [
  'bakery',
  'produce',
  'dairy and eggs',
  'meat and fish',
  'pantry',
  'spices',
  'frozen',
  'drinks',
  'household',
  'other',
];

const list = makeList({
  aisles: SHOP,
  items: [
    makeItem({ id: 1, text: '2 onions', item: 'onions', aisle: 'produce' }),
    makeItem({ id: 2, text: 'milk', aisle: 'dairy and eggs' }),
    makeItem({ id: 3, text: 'Apples', item: 'Apples', aisle: 'produce' }),
    makeItem({ id: 4, text: 'bread', aisle: 'bakery', checked: true }),
    makeItem({ id: 5, text: 'cheese', aisle: 'dairy and eggs', checked: true }),
    makeItem({ id: 6, text: 'sourdough', aisle: 'bakery' }),
  ],
});

describe('grouping a list', () => {
  it('puts the lines to buy under their aisles, in the order of the shop, by item', () => {
    const { aisles } = groupLines(viewOf(list, []));
    expect(
      aisles.map(({ aisle, lines }) => [heading(aisle), lines.map((line) => line.text)]),
    ).toEqual([
      ['Bakery', ['sourdough']],
      ['Produce', ['Apples', '2 onions']],
      ['Dairy and eggs', ['milk']],
    ]);
  });

  it('gathers the ticked lines at the bottom, in the same order', () => {
    expect(groupLines(viewOf(list, [])).checked.map((line) => line.text)).toEqual([
      'bread',
      'cheese',
    ]);
  });

  it('leaves out aisles with nothing to buy, and puts any the order misses at the end', () => {
    const { aisles } = groupLines({
      aisles: ['produce'],
      lines: viewOf(list, []).lines,
    });
    expect(aisles.map((group) => group.aisle)).toEqual(['produce', 'dairy and eggs', 'bakery']);
  });
});
