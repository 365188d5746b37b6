import { describe, expect, it } from 'vitest';
import { makeList } from '@/test/shopping';
import { viewOf } from './apply-changes';

const CLIENT_ID = '3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60';
const AT = '2025-03-05T12:00:00.000Z';
const typed = (text: string) =>
  viewOf(makeList(), [{ kind: 'add', text, clientId: CLIENT_ID }], {}, AT).lines[0];

describe('a line typed here in another language', () => {
  it('shows as typed, its spoon read as the server reads it', () => {
    expect(typed('2 EL Olivenöl')).toMatchObject({
      text: '2 EL Olivenöl',
      quantity: 2,
      unit: 'EL',
      item: 'Olivenöl',
      local: true,
    });
    expect(typed('2 c. à soupe de sucre')).toMatchObject({ unit: 'c. à soupe', item: 'de sucre' });
  });

  it('keeps its nouns as typed', () => {
    expect(typed('2 Zwiebeln')).toMatchObject({ text: '2 Zwiebeln', quantity: 2, unit: null });
  });

  it('leaves an English line as before', () => {
    expect(typed('1½ cups milk')).toMatchObject({ quantity: 1.5, unit: 'cup', item: 'milk' });
  });
});
