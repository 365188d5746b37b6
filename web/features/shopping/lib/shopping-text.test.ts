import { describe, expect, it } from 'vitest';
import { listCountText, syncText } from './shopping-text';
import { thisWeek } from './week';

describe('the sending status', () => {
  it('says nothing once every change is sent', () => {
    expect(syncText(0, false)).toBe('');
    expect(syncText(0, true)).toBe('');
  });

  it('says it is sending while the connection holds', () => {
    expect(syncText(2, false)).toBe('Sending…');
  });

  it('counts what waits while there is none', () => {
    expect(syncText(1, true)).toBe('Offline — 1 change waiting to be sent');
    expect(syncText(3, true)).toBe('Offline — 3 changes waiting to be sent');
  });
});

describe('a list’s counts', () => {
  it('says what is left of how many', () => {
    expect(listCountText({ itemCount: 0, uncheckedCount: 0 })).toBe('Empty');
    expect(listCountText({ itemCount: 12, uncheckedCount: 3 })).toBe('3 of 12 items left');
    expect(listCountText({ itemCount: 1, uncheckedCount: 1 })).toBe('1 of 1 item left');
    expect(listCountText({ itemCount: 4, uncheckedCount: 0 })).toBe('All 4 items checked');
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
