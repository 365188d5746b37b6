import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import { listCountText, type ShoppingT, syncText, toBuyText } from './shopping-text';
import { thisWeek } from './week';

/** The shopping texts in English, as the tests' setup loads them. */
const t: ShoppingT = (name, values) => browserTexts._(`shopping.${name}`, values);

describe('the sending status', () => {
  it('says nothing once every change is sent', () => {
    expect(syncText(t, 0, false)).toBe('');
    expect(syncText(t, 0, true)).toBe('');
  });

  it('says it is sending while the connection holds', () => {
    expect(syncText(t, 2, false)).toBe('Sending…');
  });

  it('counts what waits while there is none', () => {
    expect(syncText(t, 1, true)).toBe('Offline — 1 change waiting to be sent');
    expect(syncText(t, 3, true)).toBe('Offline — 3 changes waiting to be sent');
  });
});

describe('a list’s counts', () => {
  it('says what is left of how many', () => {
    expect(listCountText(t, { itemCount: 0, uncheckedCount: 0 })).toBe('Empty');
    expect(listCountText(t, { itemCount: 12, uncheckedCount: 3 })).toBe('3 of 12 items left');
    expect(listCountText(t, { itemCount: 1, uncheckedCount: 1 })).toBe('1 of 1 item left');
    expect(listCountText(t, { itemCount: 4, uncheckedCount: 0 })).toBe('All 4 items checked');
    expect(listCountText(t, { itemCount: 1, uncheckedCount: 0 })).toBe('The item is checked');
  });

  it('says how many are left to buy', () => {
    expect(toBuyText(t, 0)).toBe('0 items to buy');
    expect(toBuyText(t, 1)).toBe('1 item to buy');
    expect(toBuyText(t, 7)).toBe('7 items to buy');
  });
});

describe('this week', () => {
  it('runs Monday to Sunday, in the cook’s own days', () => {
    expect(thisWeek(new Date(2025, 2, 5, 12))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(thisWeek(new Date(2025, 2, 3, 0, 5))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(thisWeek(new Date(2025, 2, 9, 23, 55))).toEqual({
      from: '2025-03-03',
      to: '2025-03-09',
    });
    expect(thisWeek(new Date(2025, 0, 1, 12))).toEqual({ from: '2024-12-30', to: '2025-01-05' });
  });
});
